import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  checkTalkingPhotoRoute,
  createTalkingPhotoRoute,
  getDefaultVoiceRoute,
  listTalkingPhotoPersonsRoute,
  submitRenderTasksRoute,
} from '@talkreel/contract';
import { concatPcm, createSilence, decodeWav, encodeWav, FliteEngine, resamplePcm } from '@talkreel/speech';
import { callRoute } from './call-route.ts';
import type { TestProduct } from './start-test-product.ts';
import { waitForRender } from './wait-for-render.ts';

const execFileAsync = promisify(execFile);
const facesDirectory = path.resolve(import.meta.dirname, '../../../../../shared/corpora/faces');

/** A talking photo (a real face, a female voice) speaking `script`, rendered; the project id and the video's read URL. */
export async function renderTalkingPhoto(
  product: TestProduct,
  token: string,
  script: string,
): Promise<{ projectId: string; videoUrl: string; voiceId: string }> {
  const photo = (
    await product.uploadFile(token, {
      bytes: await readFile(path.join(facesDirectory, 'positive/katherine_maher_800px.jpg')),
      name: 'katherine.jpg',
      purpose: 'talking_photo',
    })
  ).json() as { code: number; msg: string; data: { full_path: string } };
  if (photo.code !== 0) throw new Error(photo.msg);
  const check = await callRoute(product, checkTalkingPhotoRoute, { token, body: { photo_path: photo.data.full_path } });
  if (check.code !== 0) throw new Error(check.msg);
  const voiceId = (await callRoute(product, getDefaultVoiceRoute, { token, query: { gender: 1 } })).data.id;
  const persons = (await callRoute(product, listTalkingPhotoPersonsRoute, { token })).data.digital_persons;
  const personId = persons.find((person) => person.typ === 'photo')!.id;
  const created = await callRoute(product, createTalkingPhotoRoute, {
    token,
    body: { person_id: personId, script, tts_voice_id: voiceId, render_subtitle: 1, watermark: true },
  });
  if (created.code !== 0) throw new Error(created.msg);
  const projectId = created.data.new_prj_id;
  const submitted = await callRoute(product, submitRenderTasksRoute, { token, body: { tasks: [{ project_id: projectId, index: 0 }] } });
  if (submitted.code !== 0) throw new Error(submitted.msg);
  const rendered = await waitForRender(product, token, { projectId }, { timeoutMs: 600_000 });
  if (rendered.status !== 'done') throw new Error(rendered.error ?? 'the talking photo did not render');
  return { projectId, videoUrl: rendered.video_url!, voiceId };
}

/** One line of a spoken clip: a Flite voice (`slt` female, `rms` male) and what it says. */
export interface SpokenLine {
  voice: string;
  text: string;
}

/**
 * An English clip spoken by Flite (not the engine the product dubs with),
 * each line followed by `pauseMs` of silence, over a test picture: an MP4
 * (H.264 + AAC) at `outPath`.
 */
export async function makeSpokenClip(ffmpegPath: string, lines: readonly SpokenLine[], outPath: string, pauseMs = 900): Promise<void> {
  const flite = new FliteEngine();
  const parts = [createSilence(500, 48_000)];
  try {
    for (const line of lines) {
      const spoken = await flite.synthesize({ text: line.text, voice: line.voice });
      parts.push(resamplePcm(decodeWav(spoken.audio), 48_000), createSilence(pauseMs, 48_000));
    }
  } finally {
    await flite.close();
  }
  const wavPath = `${outPath}.wav`;
  await writeFile(wavPath, encodeWav(concatPcm(parts, 48_000)));
  await execFileAsync(ffmpegPath, [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=s=320x240:r=25',
    '-i',
    wavPath,
    '-shortest',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    outPath,
  ]);
}
