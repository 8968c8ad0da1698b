import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchRenderRoute,
  checkTalkingPhotoRoute,
  createTalkingPhotoRoute,
  detectPhotoGenderRoute,
  getDefaultVoiceRoute,
  getRenderStatusRoute,
  getUserInfoRoute,
  getWorkspaceRoute,
  listTalkingPhotoPersonsRoute,
  previewVoiceRoute,
  submitRenderTasksRoute,
  type RenderStage,
  type RenderStatus,
} from '@talkreel/contract';
import { probeMedia } from '@talkreel/platform';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { until } from '../../test-support/until.ts';
import { waitForRender } from '../../test-support/wait-for-render.ts';

const facesDirectory = path.resolve(import.meta.dirname, '../../../../../../shared/corpora/faces');
const script = 'Hello, I am a talking photo. Nice to meet you.';

interface Json {
  code: number;
  msg: string;
  data: Record<string, unknown>;
}

/** A landscape without a face: a sky-to-grass gradient. */
function landscapePng(): Buffer {
  const canvas = createCanvas(640, 400);
  const context = canvas.getContext('2d');
  const gradient = context.createLinearGradient(0, 0, 0, 400);
  gradient.addColorStop(0, '#6aa9e8');
  gradient.addColorStop(0.6, '#dfeefa');
  gradient.addColorStop(0.61, '#4f8a3a');
  gradient.addColorStop(1, '#2e5b22');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 640, 400);
  return canvas.toBuffer('image/png');
}

describe('talking photos through the routes', () => {
  let product: TestProduct;
  let token: string;
  let photoPath: string;
  let photoFileId: string;
  let voiceId: string;

  const balance = async (): Promise<number> => (await callRoute(product, getUserInfoRoute, { token })).data.credit;

  /** The render's last status, with each stage it showed (in the order seen) and every progress read. */
  async function watchRender(projectId: string): Promise<{ status: RenderStatus; stages: (RenderStage | null)[]; progress: number[] }> {
    const stages: (RenderStage | null)[] = [];
    const progress: number[] = [];
    const onEach = (status: RenderStatus) => {
      if (stages.at(-1) !== status.stage) stages.push(status.stage);
      progress.push(status.progress);
    };
    const status = await waitForRender(product, token, { projectId }, { intervalMs: 25, timeoutMs: 280_000, onEach });
    return { status, stages, progress };
  }

  beforeAll(async () => {
    product = await startTestProduct();
    token = (await createAuthClient(product.app).register('photo.owner@example.com', 'secret-password')).data.token;
  }, 60_000);
  afterAll(() => product?.cleanup());

  it('checks an uploaded photo: a usable face, its gender, the default voice for it, and the avatar row', async () => {
    const uploaded = (
      await product.uploadFile(token, {
        bytes: await readFile(path.join(facesDirectory, 'positive/katherine_maher_800px.jpg')),
        name: 'katherine.jpg',
        purpose: 'talking_photo',
      })
    ).json() as Json;
    expect(uploaded.code, uploaded.msg).toBe(0);
    photoPath = uploaded.data.full_path as string;
    const check = await callRoute(product, checkTalkingPhotoRoute, { token, body: { photo_path: photoPath } });
    expect(check.code, check.msg).toBe(0);
    expect(check.data).toMatchObject({ usable: true, gender: 1 });
    expect(await callRoute(product, detectPhotoGenderRoute, { token, body: { photo_path: photoPath } })).toMatchObject({ code: 0, data: 1 });
    const voice = await callRoute(product, getDefaultVoiceRoute, { token, query: { gender: 1 } });
    expect(voice.code, voice.msg).toBe(0);
    expect(voice.data.gender).toBe('female');
    voiceId = voice.data.id;
    const persons = await callRoute(product, listTalkingPhotoPersonsRoute, { token });
    const listed = persons.data.digital_persons;
    // The library's presets come first; the user's earlier photos follow.
    expect(listed.filter((person) => person.typ === 'illustrated').length).toBeGreaterThanOrEqual(40);
    const photos = listed.filter((person) => person.typ === 'photo');
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatchObject({ gender: 1 });
    photoFileId = photos[0]!.id;
  }, 60_000);

  it('refuses a photo without a face with a message naming the problem', async () => {
    const uploaded = (await product.uploadFile(token, { bytes: landscapePng(), name: 'landscape.png', purpose: 'talking_photo' })).json() as Json;
    const landscapePath = uploaded.data.full_path as string;
    const check = await callRoute(product, checkTalkingPhotoRoute, { token, body: { photo_path: landscapePath } });
    expect(check.data.usable).toBe(false);
    expect(check.data.problems.map((problem) => problem.code)).toContain('no-face');
    const created = await callRoute(product, createTalkingPhotoRoute, { token, body: { photo_path: landscapePath, script, tts_voice_id: voiceId } });
    expect(created.code).toBe(40000);
    expect(created.msg).toMatch(/face/i);
    expect(await callRoute(product, detectPhotoGenderRoute, { token, body: { photo_path: landscapePath } })).toMatchObject({ code: 40000 });
  }, 60_000);

  it('refuses a script longer than the plan allows, and a request with neither script nor recording', async () => {
    const tooLong = await callRoute(product, createTalkingPhotoRoute, {
      token,
      body: { photo_path: photoPath, script: 'a'.repeat(1501), tts_voice_id: voiceId },
    });
    expect(tooLong).toMatchObject({ code: 40000, msg: 'The script is too long for the Free plan: at most 1500 characters (this one has 1501)' });
    const empty = await callRoute(product, createTalkingPhotoRoute, { token, body: { photo_path: photoPath } });
    expect(empty.code).toBe(40000);
    expect(empty.msg).toMatch(/script|recording/i);
  });

  it('makes a talking video: stages in order, the MP4 as long as the speech, captions, one credit debited once', async () => {
    const before = await balance();
    const created = await callRoute(product, createTalkingPhotoRoute, {
      token,
      body: { person_id: photoFileId, script, tts_voice_id: voiceId, render_subtitle: 1, watermark: true },
    });
    expect(created.code, created.msg).toBe(0);
    const projectId = created.data.new_prj_id;
    expect(created.data.workspace_index).toBe(0);
    const submitted = await callRoute(product, submitRenderTasksRoute, { token, body: { tasks: [{ project_id: projectId, index: 0 }] } });
    expect(submitted.code, submitted.msg).toBe(0);
    expect(await balance()).toBe(before - 1);

    const { status, stages, progress } = await watchRender(projectId);
    expect(status, JSON.stringify(status)).toMatchObject({ status: 'done', stage: 'done', progress: 100, error: null });
    const order = ['queued', 'starting', 'speech', 'face', 'frames', 'encode', 'saving', 'done'];
    expect(
      stages.every((stage, index) => index === 0 || order.indexOf(stage!) > order.indexOf(stages[index - 1]!)),
      stages.join(' → '),
    ).toBe(true);
    expect(stages).toEqual(expect.arrayContaining(['speech', 'frames', 'done']));
    expect(progress.every((value, index) => index === 0 || value >= progress[index - 1]!)).toBe(true);

    const videoPath = path.join(product.dataDir, 'talking.mp4');
    await writeFile(videoPath, (await product.app.inject({ method: 'GET', url: status.video_url! })).rawPayload);
    if (process.env.TALKREEL_KEEP_VIDEO) await writeFile(process.env.TALKREEL_KEEP_VIDEO, await readFile(videoPath));
    const info = await probeMedia(product.runtime.ffprobePath, videoPath);
    expect(info.streams.find((stream) => stream.codecType === 'video')).toMatchObject({ codecName: 'h264', width: 1280, height: 720 });
    expect(info.streams.some((stream) => stream.codecType === 'audio')).toBe(true);
    // The same voice speaking the same script, measured apart from the render.
    const preview = await callRoute(product, previewVoiceRoute, { token, body: { voice_id: voiceId, text: script } });
    const speechMs = preview.data.duration * 1000;
    expect(Math.abs(info.durationMs - speechMs)).toBeLessThanOrEqual(40 + 25);
    const srt = (await product.app.inject({ method: 'GET', url: status.subtitle_url! })).body;
    expect(srt).toMatch(/^1\r?\n\d\d:\d\d:\d\d,\d{3} --> /u);
    expect(srt).toContain('Hello, I am a talking photo.');
    expect(await balance()).toBe(before - 1);
  }, 300_000);

  it('makes a talking video from an uploaded recording: as long as the recording, mouth from its sound, no empty SRT offered', async () => {
    const speech = await product.speech.engines['espeak-ng']!.synthesize({ text: 'This is my own recording. Thank you for listening.', voice: 'en-us+m3' });
    const uploaded = (await product.uploadFile(token, { bytes: Buffer.from(speech.audio), name: 'recording.wav', purpose: 'audio' })).json() as Json;
    expect(uploaded.code, uploaded.msg).toBe(0);
    const created = await callRoute(product, createTalkingPhotoRoute, {
      token,
      body: {
        person_id: photoFileId,
        audio_script: { url: uploaded.data.full_path as string, name: 'recording.wav', duration: speech.durationMs / 1000 },
        render_subtitle: 2,
      },
    });
    expect(created.code, created.msg).toBe(0);
    await callRoute(product, submitRenderTasksRoute, { token, body: { tasks: [{ project_id: created.data.new_prj_id, index: 0 }] } });
    const { status } = await watchRender(created.data.new_prj_id);
    expect(status.status, JSON.stringify(status)).toBe('done');
    const videoPath = path.join(product.dataDir, 'recording.mp4');
    await writeFile(videoPath, (await product.app.inject({ method: 'GET', url: status.video_url! })).rawPayload);
    const info = await probeMedia(product.runtime.ffprobePath, videoPath);
    expect(Math.abs(info.durationMs - speech.durationMs)).toBeLessThanOrEqual(40 + 25);
    const task = await product.runtime.database.db.selectFrom('tasks').select('result').where('id', '=', status.task_id!).executeTakeFirstOrThrow();
    expect((task.result as { faces: unknown }).faces).toEqual([{ elementId: 'talking-person', engine: 'embedded' }]);
    // Its words are not known, so it has no captions: no subtitle files, and the status offers none.
    expect(task.result).toMatchObject({ srtKey: null, vttKey: null });
    expect(status).toMatchObject({ subtitle_url: null, vtt_url: null });
  }, 300_000);

  it('gives the credit back when the render fails', async () => {
    const uploaded = (
      await product.uploadFile(token, {
        bytes: await readFile(path.join(facesDirectory, 'positive/katherine_maher_800px.jpg')),
        name: 'again.jpg',
        purpose: 'talking_photo',
      })
    ).json() as Json;
    const created = await callRoute(product, createTalkingPhotoRoute, {
      token,
      body: { photo_path: uploaded.data.full_path as string, script: 'Short.', tts_voice_id: voiceId },
    });
    expect(created.code, created.msg).toBe(0);
    // The photo disappears from storage before the render reads it.
    await product.runtime.storage.delete(uploaded.data.key as string);
    const before = await balance();
    await callRoute(product, submitRenderTasksRoute, { token, body: { tasks: [{ project_id: created.data.new_prj_id, index: 0 }] } });
    expect(await balance()).toBe(before - 1);
    const { status } = await watchRender(created.data.new_prj_id);
    expect(status.status).toBe('failed');
    expect(status.error).toBeTruthy();
    // The refund is written by the worker; the session cache shows a balance at most 5 s old.
    expect(await until(balance, (credit) => credit === before, { timeoutMs: 7000, intervalMs: 100 })).toBe(before);
  }, 120_000);

  it('asks a guest without credits to buy some (40200) and queues nothing', async () => {
    const guest = await product.createGuestToken();
    const uploaded = (
      await product.uploadFile(guest, {
        bytes: await readFile(path.join(facesDirectory, 'positive/katherine_maher_800px.jpg')),
        name: 'g.jpg',
        purpose: 'talking_photo',
      })
    ).json() as Json;
    const created = await callRoute(product, createTalkingPhotoRoute, {
      token: guest,
      body: { photo_path: uploaded.data.full_path as string, script, tts_voice_id: voiceId },
    });
    expect(created.code, created.msg).toBe(0);
    const workspace = { project_id: created.data.new_prj_id, index: 0 };
    const submitted = await callRoute(product, submitRenderTasksRoute, { token: guest, body: { tasks: [workspace] } });
    expect(submitted.code).toBe(40200);
    expect(submitted.msg).toMatch(/Not enough credits/);
    const status = await callRoute(product, getRenderStatusRoute, { token: guest, query: workspace });
    expect(status.data.status).toBe('none');
    // batch_render saves and queues in one transaction: a render it cannot pay for leaves the saved workspace as it was.
    const saved = await callRoute(product, getWorkspaceRoute, { token: guest, query: workspace });
    const edited = { ...saved.data.workspace, render_subtitle: false };
    const batch = await callRoute(product, batchRenderRoute, {
      token: guest,
      body: { project_id: workspace.project_id, workspaces: [{ index: 0, workspace: edited }] },
    });
    expect(batch.code).toBe(40200);
    const after = await callRoute(product, getWorkspaceRoute, { token: guest, query: workspace });
    expect(after.data).toMatchObject({ version: saved.data.version, workspace: { render_subtitle: true } });
  }, 60_000);
});
