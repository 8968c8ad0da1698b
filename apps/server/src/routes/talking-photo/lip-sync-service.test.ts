import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLipSyncTestMedia, startFakeCogServer, type FakePredictionPlan } from '@talkreel/face/testing';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

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

  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Json> =>
    (
      await product.app.inject({
        method,
        url: `/api${url}`,
        headers: { authorization: `Bearer ${token}` },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      })
    ).json() as Json;

  async function renderTalkingPhoto(): Promise<{ status: Record<string, unknown>; faces: unknown }> {
    const uploaded = (await product.uploadFile(token, { bytes: await readFile(photoFile), name: 'filippo.jpg', purpose: 'talking_photo' })).json() as Json;
    const created = await call('POST', '/project/talking_photo', { photo_path: uploaded.data.full_path, script: 'Good morning.', tts_voice_id: voiceId });
    expect(created.code, created.msg).toBe(0);
    const projectId = created.data.new_prj_id as string;
    const submitted = await call('POST', '/project/task/submit', { tasks: [{ project_id: projectId, index: 0 }] });
    expect(submitted.code, submitted.msg).toBe(0);
    let status: Record<string, unknown> = {};
    for (let tries = 0; tries < 1200 && !['done', 'failed'].includes(status.status as string); tries += 1) {
      await sleep(100);
      status = (await call('GET', `/project/render/status?project_id=${projectId}&index=0`)).data;
    }
    const task = await product.runtime.database.db
      .selectFrom('tasks')
      .select('result')
      .where('id', '=', status.task_id as string)
      .executeTakeFirstOrThrow();
    return { status, faces: (task.result as { faces?: unknown }).faces };
  }

  beforeAll(async () => {
    const media = await createLipSyncTestMedia();
    cog = await startFakeCogServer({ video: media.video, plan: () => plan });
    product = await startTestProduct({ LIPSYNC_URL: cog.url });
    token = (await createAuthClient(product.app).register('lipsync.owner@example.com', 'secret-password')).body.data.token;
    voiceId = (await call('GET', '/aigc/avatar/voice?gender=2')).data.id as string;
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
