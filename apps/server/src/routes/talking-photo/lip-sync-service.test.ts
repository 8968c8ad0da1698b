import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTalkingPhotoRoute, getDefaultVoiceRoute, submitRenderTasksRoute, type RenderStatus } from '@talkreel/contract';
import { createLipSyncTestMedia, startFakeCogServer, type FakePredictionPlan } from '@talkreel/face/testing';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { waitForRender } from '../../test-support/wait-for-render.ts';

const photoFile = path.resolve(import.meta.dirname, '../../../../../../shared/corpora/faces/positive/filippo_giunchedi_2015_800px.jpg');

interface Json {
  code: number;
  msg: string;
  data: Record<string, unknown>;
}

// A self-hosted Cog container (LIPSYNC_URL without a model or version): the face stage asks it first.
describe('a configured lip-sync service in the render job', () => {
  let product: TestProduct;
  let token: string;
  let voiceId: string;
  let plan: FakePredictionPlan = { pollsBeforeDone: 0, outcome: { error: 'CUDA out of memory' } };
  let cog: Awaited<ReturnType<typeof startFakeCogServer>>;

  async function renderTalkingPhoto(): Promise<{ status: RenderStatus; faces: unknown }> {
    const uploaded = (await product.uploadFile(token, { bytes: await readFile(photoFile), name: 'filippo.jpg', purpose: 'talking_photo' })).json() as Json;
    const created = await callRoute(product, createTalkingPhotoRoute, {
      token,
      body: { photo_path: uploaded.data.full_path as string, script: 'Good morning.', tts_voice_id: voiceId },
    });
    expect(created.code, created.msg).toBe(0);
    const projectId = created.data.new_prj_id;
    const submitted = await callRoute(product, submitRenderTasksRoute, { token, body: { tasks: [{ project_id: projectId, index: 0 }] } });
    expect(submitted.code, submitted.msg).toBe(0);
    const status = await waitForRender(product, token, { projectId }, { intervalMs: 100 });
    const task = await product.runtime.database.db.selectFrom('tasks').select('result').where('id', '=', status.task_id!).executeTakeFirstOrThrow();
    return { status, faces: (task.result as { faces?: unknown }).faces };
  }

  beforeAll(async () => {
    const media = await createLipSyncTestMedia();
    cog = await startFakeCogServer({ video: media.video, plan: () => plan });
    product = await startTestProduct({ LIPSYNC_URL: cog.url });
    token = (await createAuthClient(product.app).register('lipsync.owner@example.com', 'secret-password')).data.token;
    voiceId = (await callRoute(product, getDefaultVoiceRoute, { token, query: { gender: 2 } })).data.id;
  }, 60_000);
  afterAll(async () => {
    await product?.cleanup();
    await cog?.close();
  });

  it('uses the service’s video when it answers', async () => {
    plan = { pollsBeforeDone: 0, outcome: { video: true } };
    const { status, faces } = await renderTalkingPhoto();
    expect(status.status, JSON.stringify(status)).toBe('done');
    expect(faces).toEqual([{ elementId: 'talking-person', engine: 'cog' }]);
    expect(cog.predictions.size).toBe(1);
  }, 120_000);

  it('falls back to the embedded animator when the service fails, and says so in the task’s result', async () => {
    plan = { pollsBeforeDone: 0, outcome: { error: 'CUDA out of memory' } };
    const { status, faces } = await renderTalkingPhoto();
    expect(status.status, JSON.stringify(status)).toBe('done');
    expect(faces).toEqual([
      {
        elementId: 'talking-person',
        engine: 'embedded',
        note: expect.stringMatching(/^cog failed \(.*CUDA out of memory.*\)\. The embedded animator made this video\.$/),
      },
    ]);
  }, 120_000);
});
