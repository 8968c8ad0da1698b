import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPodcastRoute,
  createPodcastVideoRoute,
  getProjectInfoRoute,
  getUserInfoRoute,
  previewVoiceRoute,
  savePodcastScriptRoute,
  submitRenderTasksRoute,
} from '@talkreel/contract';
import { probeMedia } from '@talkreel/platform';
import { concatPcm, createSilence, decodeAudio, encodeAudio, getPcmDurationMs, type PcmAudio } from '@talkreel/speech';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { waitForRender } from '../../test-support/wait-for-render.ts';
import { waitForScript } from '../../test-support/wait-for-script.ts';
import { podcastIntroMs, podcastLayout } from '@talkreel/formats';

const run = promisify(execFile);

/** Three short turns (about 3 s each): long enough to see who speaks, short enough to render quickly on 2 cores. */
const turns = [
  { host: 1 as const, text: 'Welcome to the show. Today we talk about rivers.' },
  { host: 2 as const, text: 'Thanks, Amelia. Wetlands store rain like a sponge.' },
  { host: 1 as const, text: 'Give the river room, and it gives back clean water.' },
];

/** Frames read back at 320×180, grey. */
const sampleWidth = 320;
const sampleHeight = 180;
const fps = 25;

/**
 * A two-host podcast video made the way the page makes it: the script saved
 * as three turns, the video created (16:9) and rendered. The MP4 has sound,
 * lasts the title card plus the three turns' speech, and in each turn the
 * speaking host's card moves much more than the listener's (the listener
 * blinks and breathes, the speaker's mouth and head move with the words).
 */
describe('a podcast video', () => {
  let product: TestProduct;
  let token: string;

  /** In each span the speaking host's card moves more than 1.5× the listener's, and the listener moves too (blinks, breath). */
  async function expectSpeakerMoves(videoPath: string, spans: readonly { host: 1 | 2; startMs: number; endMs: number }[]): Promise<void> {
    const { stdout } = await run(
      product.runtime.ffmpegPath,
      ['-v', 'error', '-i', videoPath, '-vf', `fps=${fps},scale=${sampleWidth}:${sampleHeight},format=gray`, '-f', 'rawvideo', 'pipe:1'],
      { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 },
    );
    const frameBytes = sampleWidth * sampleHeight;
    const frameCount = Math.floor(stdout.length / frameBytes);
    const factor = sampleWidth / 1920;
    const cards = podcastLayout(1).cards.map((card) => ({
      x0: Math.round(card.x * factor),
      y0: Math.round(card.y * factor),
      x1: Math.round((card.x + card.w) * factor),
      y1: Math.round((card.y + card.h) * factor),
    }));
    const motion = (card: (typeof cards)[number], fromMs: number, toMs: number) => {
      let total = 0;
      let count = 0;
      const first = Math.ceil(fromMs / 40) + 2;
      const last = Math.min(frameCount - 1, Math.floor(toMs / 40) - 2);
      for (let frame = first + 1; frame <= last; frame += 1) {
        for (let y = card.y0; y < card.y1; y += 1) {
          for (let x = card.x0; x < card.x1; x += 1) {
            const index = y * sampleWidth + x;
            total += Math.abs(stdout[frame * frameBytes + index]! - stdout[(frame - 1) * frameBytes + index]!);
            count += 1;
          }
        }
      }
      return total / Math.max(1, count);
    };
    const tags = podcastLayout(1).tags.map((tag) => ({
      x0: Math.round(tag.x * factor),
      y0: Math.round(tag.y * factor),
      x1: Math.round((tag.x + tag.w) * factor),
      y1: Math.round((tag.y + tag.h) * factor),
    }));
    const brightness = (box: (typeof tags)[number], frame: number) => {
      let total = 0;
      for (let y = box.y0; y < box.y1; y += 1) for (let x = box.x0; x < box.x1; x += 1) total += stdout[frame * frameBytes + y * sampleWidth + x]!;
      return total / ((box.x1 - box.x0) * (box.y1 - box.y0));
    };
    for (const [index, span] of spans.entries()) {
      // The speaker's name tag is lit from the turn's start to its end (the scene was fitted to the speech, the tag with it).
      for (const atMs of [span.startMs + 200, (span.startMs + span.endMs) / 2, span.endMs - 200]) {
        const frame = Math.min(frameCount - 1, Math.round(atMs / 40));
        expect(brightness(tags[span.host - 1]!, frame), `turn ${index + 1} at ${Math.round(atMs)} ms: the speaker's tag is lit`).toBeGreaterThan(
          brightness(tags[2 - span.host]!, frame) + 8,
        );
      }
      const speaker = motion(cards[span.host - 1]!, span.startMs, span.endMs);
      const listener = motion(cards[2 - span.host]!, span.startMs, span.endMs);
      expect(speaker, `turn ${index + 1}: speaker ${speaker.toFixed(3)} vs listener ${listener.toFixed(3)}`).toBeGreaterThan(listener * 1.5);
      expect(listener, `turn ${index + 1}: the listener is animated too`).toBeGreaterThan(0);
    }
  }

  /** The podcast's video (16:9, subtitles on) created and rendered as the page does it; the MP4 saved under the data directory. */
  async function renderPodcast(scriptProjectId: string, fileName: string): Promise<{ videoPath: string; taskId: string }> {
    const video = await callRoute(product, createPodcastVideoRoute, { token, body: { project_id: scriptProjectId, aspect_ratio: 1, render_subtitle: 1 } });
    expect(video.code, video.msg).toBe(0);
    const submitted = await callRoute(product, submitRenderTasksRoute, { token, body: { tasks: [{ project_id: video.data.new_prj_id, index: 0 }] } });
    expect(submitted.code, submitted.msg).toBe(0);
    const status = await waitForRender(product, token, { projectId: video.data.new_prj_id }, { intervalMs: 100, timeoutMs: 300_000 });
    expect(status.status, JSON.stringify(status)).toBe('done');
    const videoPath = path.join(product.dataDir, fileName);
    const bytes = (await product.app.inject({ method: 'GET', url: status.video_url! })).rawPayload;
    await writeFile(videoPath, bytes);
    if (process.env.TALKREEL_KEEP_VIDEO) await writeFile(path.join(process.env.TALKREEL_KEEP_VIDEO, fileName), bytes);
    return { videoPath, taskId: status.task_id! };
  }

  beforeAll(async () => {
    product = await startTestProduct();
    token = (await createAuthClient(product.app).register('podcast.video@example.com', 'secret-password')).data.token;
  }, 60_000);
  afterAll(() => product?.cleanup());

  it('speaks each turn with its host while the other listens, after a title card', async () => {
    const created = await callRoute(product, createPodcastRoute, {
      token,
      body: {
        podcast_avatar_id: 'demo-1',
        origin: 4,
        long_text: [
          'Rivers shape the land they cross over thousands of years.',
          'Floods once destroyed houses but also left fertile soil behind.',
          'Wetlands store water during storms and release it slowly in dry weeks.',
          'Many cities now give their rivers room to spread out in parks.',
          'Fish return within a few seasons once a river is restored.',
        ].join(' '),
        video_duration: '1-3',
      },
    });
    expect(created.code, created.msg).toBe(0);
    const projectId = created.data.project_id;
    const written = await waitForScript(product, token, getProjectInfoRoute, projectId, { intervalMs: 100 });
    expect(written.status, written.err_msg).toBe(4);
    expect((await callRoute(product, savePodcastScriptRoute, { token, body: { project_id: projectId, turns } })).code).toBe(0);

    const video = await callRoute(product, createPodcastVideoRoute, { token, body: { project_id: projectId, aspect_ratio: 1, render_subtitle: 1 } });
    expect(video.code, video.msg).toBe(0);
    const videoProject = video.data.new_prj_id;
    const credit = async () => (await callRoute(product, getUserInfoRoute, { token })).data.credit;
    const before = await credit();
    const submitted = await callRoute(product, submitRenderTasksRoute, { token, body: { tasks: [{ project_id: videoProject, index: 0 }] } });
    expect(submitted.code, submitted.msg).toBe(0);
    expect(await credit()).toBe(before - 1);
    const status = await waitForRender(product, token, { projectId: videoProject }, { intervalMs: 100, timeoutMs: 300_000 });
    expect(status.status, JSON.stringify(status)).toBe('done');

    const videoPath = path.join(product.dataDir, 'podcast.mp4');
    await writeFile(videoPath, (await product.app.inject({ method: 'GET', url: status.video_url! })).rawPayload);
    // TALKREEL_KEEP_VIDEO=<folder> keeps the videos to watch.
    if (process.env.TALKREEL_KEEP_VIDEO) await writeFile(path.join(process.env.TALKREEL_KEEP_VIDEO, 'podcast.mp4'), await readFile(videoPath));
    const info = await probeMedia(product.runtime.ffprobePath, videoPath);
    expect(info.streams.find((stream) => stream.codecType === 'video')).toMatchObject({ width: 1280, height: 720 });
    // Subtitles name the speaker once per turn: the first caption of each turn starts with the host's name, the rest of the turn does not repeat it.
    const srt = (await product.app.inject({ method: 'GET', url: status.subtitle_url! })).body;
    const captions = srt.split(/\r?\n\r?\n/u).flatMap((block) => block.split(/\r?\n/u).slice(2).join(' ').trim() || []);
    expect(captions.length).toBeGreaterThanOrEqual(turns.length);
    const named = captions.flatMap((caption) => /^(Amelia|Kwame): /u.exec(caption)?.[1] ?? []);
    expect(named, captions.join(' | ')).toEqual(turns.map((turn) => (turn.host === 1 ? 'Amelia' : 'Kwame')));
    expect(info.streams.some((stream) => stream.codecType === 'audio')).toBe(true);

    // Each turn lasts its speech: the preview of the same text with the host's voice says how long that is.
    const voices = ['english-sarah', 'english-marcus'];
    const turnMs: number[] = [];
    for (const turn of turns) {
      const preview = await callRoute(product, previewVoiceRoute, { token, body: { voice_id: voices[turn.host - 1]!, text: turn.text } });
      expect(preview.code, preview.msg).toBe(0);
      turnMs.push(preview.data.duration * 1000);
    }
    const expectedMs = podcastIntroMs + turnMs.reduce((sum, ms) => sum + ms, 0);
    expect(Math.abs(info.durationMs - expectedMs)).toBeLessThanOrEqual(3 * 40 + 25);

    const task = await product.runtime.database.db.selectFrom('tasks').select('result').where('id', '=', status.task_id!).executeTakeFirstOrThrow();
    const faces = (task.result as { faces: { elementId: string; engine: string }[] }).faces;
    // Both hosts on the title card (listening), then a speaker and a listener in each of the three turns.
    expect(faces).toHaveLength(8);
    expect(faces.every((face) => face.engine === 'embedded-look')).toBe(true);

    // Motion per host card, turn by turn, from the output pixels.
    let startMs = podcastIntroMs;
    const spans = turns.map((turn, index) => {
      const span = { host: turn.host, startMs, endMs: startMs + turnMs[index]! };
      startMs = span.endMs;
      return span;
    });
    await expectSpeakerMoves(videoPath, spans);
  }, 420_000);
  it('makes a podcast from an uploaded two-person recording: split by voice, each host lip-synced to its own turns, the recording kept', async () => {
    // The recording: two different voices taking turns, with pauses, as an MP3 upload.
    const lines = [
      { voice: 'english-sarah', text: 'Hello and welcome. Today we are talking about night trains across Europe.' },
      { voice: 'english-marcus', text: 'Thanks for having me. I took one from Vienna to Rome last spring.' },
      { voice: 'english-sarah', text: 'How did you sleep on the way?' },
      { voice: 'english-marcus', text: 'Better than I expected. The cabin was small but very quiet.' },
    ];
    const rate = 48_000;
    const parts: PcmAudio[] = [createSilence(300, rate)];
    for (const line of lines) {
      const preview = await callRoute(product, previewVoiceRoute, { token, body: { voice_id: line.voice, text: line.text } });
      expect(preview.code, preview.msg).toBe(0);
      const bytes = (await product.app.inject({ method: 'GET', url: preview.data.url })).rawPayload;
      parts.push(await decodeAudio(new Uint8Array(bytes), { ffmpegPath: product.runtime.ffmpegPath }), createSilence(600, rate));
    }
    const recording = await decodeAudio(await encodeAudio(concatPcm(parts, rate), 'mp3', { ffmpegPath: product.runtime.ffmpegPath }), {
      ffmpegPath: product.runtime.ffmpegPath,
    });
    const upload = (
      await product.uploadFile(token, {
        bytes: Buffer.from(await encodeAudio(recording, 'mp3', { ffmpegPath: product.runtime.ffmpegPath })),
        name: 'night-trains.mp3',
        purpose: 'podcast_audio',
      })
    ).json() as { code: number; msg: string; data: { full_path: string } };
    expect(upload.code, upload.msg).toBe(0);

    const created = await callRoute(product, createPodcastRoute, { token, body: { podcast_avatar_id: 'demo-1', origin: 7, file_path: upload.data.full_path } });
    expect(created.code, created.msg).toBe(0);
    const script = await waitForScript(product, token, getProjectInfoRoute, created.data.project_id, { intervalMs: 100 });
    expect(script.status, script.err_msg).toBe(4);
    expect(script.writer).toBe('recording');
    expect(script.turns.map((turn) => turn.host)).toEqual([1, 2, 1, 2]);
    const played = await product.app.inject({ method: 'GET', url: script.turns[1]!.audio!.url! });
    expect(played.statusCode).toBe(200);

    const { videoPath } = await renderPodcast(created.data.project_id, 'podcast-recording.mp4');
    const info = await probeMedia(product.runtime.ffprobePath, videoPath);
    const recordingMs = getPcmDurationMs(recording);
    expect(Math.abs(info.durationMs - (podcastIntroMs + recordingMs))).toBeLessThanOrEqual(3 * 40 + 60);

    // The recording is the soundtrack: its loudness, 50 ms at a time, is the video's after the title card.
    const soundtrack = await decodeAudio(videoPath, { ffmpegPath: product.runtime.ffmpegPath });
    const envelope = (audio: PcmAudio, fromMs: number, count: number) =>
      Array.from({ length: count }, (_, index) => {
        const start = Math.round(((fromMs + index * 50) / 1000) * audio.sampleRateHz);
        let sum = 0;
        for (let sample = start; sample < start + audio.sampleRateHz / 20; sample += 1) sum += (audio.samples[sample] ?? 0) ** 2;
        return Math.sqrt(sum);
      });
    const count = Math.floor(recordingMs / 50) - 2;
    expect(correlation(envelope(recording, 0, count), envelope(soundtrack, podcastIntroMs, count))).toBeGreaterThan(0.9);

    const spans = script.turns.map((turn) => ({ host: turn.host, startMs: podcastIntroMs + turn.audio!.start_ms, endMs: podcastIntroMs + turn.audio!.end_ms }));
    await expectSpeakerMoves(videoPath, spans);
  }, 420_000);
});

function correlation(a: readonly number[], b: readonly number[]): number {
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const ma = mean(a);
  const mb = mean(b);
  let covariance = 0;
  let va = 0;
  let vb = 0;
  a.forEach((value, index) => {
    covariance += (value - ma) * (b[index]! - mb);
    va += (value - ma) ** 2;
    vb += (b[index]! - mb) ** 2;
  });
  return covariance / Math.sqrt(va * vb);
}
