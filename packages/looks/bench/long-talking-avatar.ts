// `node --import tsx packages/looks/bench/long-talking-avatar.ts <scenes>`: renders a talking avatar of
// <scenes> scenes (three sentences, about 16 s, each) shaped as the server builds a long script — a scene
// per part, each with its own speech, voice track and avatar element — at 540×960, sampling this process's
// resident memory every 250 ms. Prints one JSON line (LongTalkingAvatarResult). Run by looks.bench.ts in a
// fresh process per length, so one render's peak cannot hide in another's.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { mouthTrackFromPhonemes } from '@talkreel/face';
import { renderWorkspace } from '@talkreel/render';
import { decodeWav, EspeakNgEngine } from '@talkreel/speech';
import type { SceneInput } from '@talkreel/timeline';
import { renderLookPng } from '../src/embedded/embedded-image-engine.ts';
import { designLooks } from '../src/embedded/look-design.ts';
import { createTalkingLookFrameSource } from '../src/frame-source/talking-look-frame-source.ts';
import type { TalkingLookInput } from '../src/frame-source/talking-look-input.ts';

export interface LongTalkingAvatarResult {
  durationMs: number;
  scenes: number;
  /** Video ms per wall ms, speech included. */
  realtime: number;
  peakRssMb: number;
}

const sentences = [
  'Hello and welcome to the long version of this talk.',
  'Every sound you hear moves my mouth, and my eyes blink every few seconds.',
  'A long script is split into scenes, and each scene is spoken, animated and drawn on its own.',
  'The voice is synthesised here, and each frame is drawn and encoded while you wait.',
  'Nothing is kept from one scene to the next except the finished video.',
  'That is why ten minutes should take no more memory than one.',
  'Thank you for listening so far; there is more to come.',
];

async function renderLongTalkingAvatar(sceneCount: number): Promise<LongTalkingAvatarResult> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'talkreel-long-avatar-'));
  let peakRssBytes = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peakRssBytes = Math.max(peakRssBytes, process.memoryUsage.rss());
  }, 250);
  const engine = new EspeakNgEngine();
  try {
    const startedMs = performance.now();
    const design = designLooks({
      style: 'professional',
      gender: 'female',
      age: 'adult',
      ethnicity: 'any',
      appearance: 'glasses',
      background: 'office',
      aspectRatio: 0,
      count: 1,
      seed: 7,
    })[0]!;
    const stillPath = path.join(directory, 'look.png');
    await writeFile(stillPath, await renderLookPng(design, { widthPx: 1080, heightPx: 1920 }));
    const scenes: SceneInput[] = [];
    const inputs: Record<string, TalkingLookInput> = {};
    let totalMs = 0;
    for (let index = 0; index < sceneCount; index += 1) {
      const text = [0, 1, 2].map((offset) => sentences[(index * 3 + offset) % sentences.length]).join(' ');
      const speech = await engine.synthesize({ text, voice: 'en-us+f3' });
      const track = mouthTrackFromPhonemes(speech.phonemes, decodeWav(speech.audio));
      const voicePath = path.join(directory, `voice-${index}.wav`);
      await writeFile(voicePath, speech.audio);
      const durationMs = Math.max(40, Math.floor(track.durationMs / 40) * 40);
      totalMs += durationMs;
      inputs[`host-${index}`] = { design, track, seed: 3 + index };
      scenes.push({
        duration: durationMs,
        bg_color: '#000000',
        tracks: [
          {
            type: 'person',
            index: 0,
            layers: [{ type: 'person', id: `host-${index}`, path: stillPath, x: 0, y: 0, w: 1080, h: 1920, timeline: { start: 0, end: durationMs } }],
          },
          {
            type: 'music',
            index: 1,
            layers: [{ type: 'music', path: voicePath, volume: 100, x: 0, y: 0, w: 0, h: 0, timeline: { start: 0, end: durationMs } }],
          },
        ],
      });
    }
    await renderWorkspace(
      { schemaVersion: 1, aspect_ratio: 0, scenes },
      { outputPath: path.join(directory, 'long.mp4'), scale: 0.5, personFrameSource: createTalkingLookFrameSource(inputs) },
    );
    return { durationMs: totalMs, scenes: sceneCount, realtime: totalMs / (performance.now() - startedMs), peakRssMb: peakRssBytes / 2 ** 20 };
  } finally {
    clearInterval(sampler);
    await engine.close();
    await rm(directory, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  console.log(JSON.stringify(await renderLongTalkingAvatar(Number(process.argv[2] ?? 4))));
}
