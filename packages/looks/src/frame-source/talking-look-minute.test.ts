import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { mouthTrackFromPhonemes } from '@talkreel/face';
import { frameLoudness, frameOpenings, pearson } from '@talkreel/face/testing';
import { probeMedia, resolveFfmpegPath, resolveFfprobePath } from '@talkreel/platform';
import { renderWorkspace } from '@talkreel/render';
import { concatPcm, createSilence, decodeWav, encodeWav, EspeakNgEngine, getPcmDurationMs } from '@talkreel/speech';
import { renderLookPng } from '../embedded/embedded-image-engine.ts';
import { designLooks } from '../embedded/look-design.ts';
import { lookFaceGeometry } from '../embedded/look-layout.ts';
import { createTalkingLookFrameSource } from './talking-look-frame-source.ts';

const run = promisify(execFile);
/** 9:16 at a quarter of 1080×1920. */
const scale = 0.25;
const widthPx = 270;
const heightPx = 480;
const frameStepMs = 40;
const pauseMs = 1200;
const halves = [
  [
    'Good morning, and thank you for joining this short tour of our new studio.',
    'Everything you see was planned around one idea: making video as easy as writing an email.',
    'You type a script, choose a voice, and pick the person who will present it.',
    'The avatar reads your words with its lips, its eyes and a little movement of the head.',
    'Long scripts are cut into scenes, so each part is spoken and drawn on its own.',
    'You can change the voice, the language and the shape of the video at any time.',
  ].join(' '),
  [
    'Now let us look at what happens when you press the button.',
    'First the voice is made, then the mouth shapes are worked out from its sounds.',
    'Each frame is drawn while the previous one is being encoded, so nothing waits for long.',
    'When it is done, the video appears in your library with its captions.',
    'You can download it, share the link, or open it again to change a single word.',
    'That is all there is to it. Thank you for watching, and see you next time.',
  ].join(' '),
];

/**
 * A talking avatar from a script of about a minute, the way a user makes one:
 * its speech in the MP4 with the drawn look, as long as the speech to a frame,
 * and the mouth in the output pixels following the voice from the first
 * sentence to the last, closed in the pause between the halves.
 */
describe('a one-minute talking avatar', () => {
  const engine = new EspeakNgEngine();
  let directory = '';
  afterAll(async () => {
    await engine.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('is as long as its speech (± 1 frame), with sound, and its mouth follows the voice for the whole minute', async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'talkreel-talking-minute-'));
    const spoken = await Promise.all(halves.map((text) => engine.synthesize({ text, voice: 'en-us+f3' })));
    const pcms = spoken.map((speech) => decodeWav(speech.audio));
    const rate = pcms[0]!.sampleRateHz;
    const pcm = concatPcm([pcms[0]!, createSilence(pauseMs, rate), pcms[1]!], rate);
    const firstMs = getPcmDurationMs(pcms[0]!);
    const offsetMs = firstMs + pauseMs;
    const phonemes = [
      ...spoken[0]!.phonemes,
      ...spoken[1]!.phonemes.map((phoneme) => ({ ...phoneme, startMs: phoneme.startMs + offsetMs, endMs: phoneme.endMs + offsetMs })),
    ];
    const speechMs = getPcmDurationMs(pcm);
    expect(speechMs).toBeGreaterThan(55_000);
    const durationMs = Math.round(speechMs / frameStepMs) * frameStepMs;

    const design = designLooks({
      style: 'professional',
      gender: 'female',
      age: 'adult',
      ethnicity: 'european',
      appearance: 'short hair',
      background: 'office',
      aspectRatio: 0,
      count: 1,
      seed: 11,
    })[0]!;
    const stillPath = path.join(directory, 'look.png');
    await writeFile(stillPath, await renderLookPng(design, { widthPx, heightPx }));
    const voicePath = path.join(directory, 'voice.wav');
    await writeFile(voicePath, encodeWav(pcm));
    const track = mouthTrackFromPhonemes(phonemes, pcm);
    const result = await renderWorkspace(
      {
        schemaVersion: 1,
        aspect_ratio: 0,
        scenes: [
          {
            duration: durationMs,
            bg_color: '#000000',
            tracks: [
              {
                type: 'person',
                index: 0,
                layers: [{ type: 'person', id: 'host', path: stillPath, x: 0, y: 0, w: 1080, h: 1920, timeline: { start: 0, end: durationMs } }],
              },
              {
                type: 'music',
                index: 1,
                layers: [{ type: 'music', path: voicePath, volume: 100, x: 0, y: 0, w: 0, h: 0, timeline: { start: 0, end: durationMs } }],
              },
            ],
          },
        ],
      },
      {
        outputPath: path.join(directory, 'minute.mp4'),
        scale,
        personFrameSource: createTalkingLookFrameSource({ host: { design: design as unknown as Record<string, unknown>, track, seed: 4, headMotion: false } }),
      },
    );

    const info = await probeMedia(resolveFfprobePath(process.env.FFPROBE_PATH), result.videoPath);
    expect(Math.abs(info.durationMs - speechMs)).toBeLessThanOrEqual(frameStepMs);
    expect(info.streams.map((stream) => stream.codecType).sort()).toEqual(['audio', 'video']);

    // Only the mouth's neighbourhood is decoded: 1,500 whole frames would be most of a gigabyte.
    const mouth = lookFaceGeometry(design, { widthPx, heightPx }).mouth;
    // Even numbers: ffmpeg crops a 4:2:0 picture on whole chroma samples.
    const even = (value: number) => 2 * Math.round(value / 2);
    const box = {
      x: even(mouth.x - mouth.widthPx * 0.7),
      y: even(mouth.y - mouth.widthPx * 0.35),
      width: even(mouth.widthPx * 1.4),
      height: even(mouth.widthPx * 1.25),
    };
    const { stdout } = await run(
      resolveFfmpegPath(process.env.FFMPEG_PATH),
      ['-v', 'error', '-i', result.videoPath, '-vf', `crop=${box.width}:${box.height}:${box.x}:${box.y}`, '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
      { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 },
    );
    const frameBytes = box.width * box.height;
    const openings: number[] = [];
    for (let start = 0; start + frameBytes <= stdout.length; start += frameBytes) {
      let dark = 0;
      for (let offset = start; offset < start + frameBytes; offset += 1) if (stdout[offset]! < 75) dark += 1;
      openings.push(dark);
    }
    expect(Math.abs(openings.length - durationMs / frameStepMs)).toBeLessThanOrEqual(1);
    const loudness = frameLoudness(pcm, frameStepMs);
    const aligned = pearson(openings, loudness);
    const drawn = pearson(openings, frameOpenings(track, openings.length));
    const half = Math.floor(openings.length / 2);
    const early = pearson(openings.slice(0, half), loudness.slice(0, half));
    const late = pearson(openings.slice(half), loudness.slice(half));
    console.log(
      `one-minute talking look: ${(speechMs / 1000).toFixed(1)} s; mouth in the pixels vs the mouth track r = ${drawn.toFixed(3)}, ` +
        `vs the audio loudness r = ${aligned.toFixed(3)} (first half ${early.toFixed(3)}, second half ${late.toFixed(3)})`,
    );
    // The drawn mouth is the track's, frame for frame, for the whole minute.
    expect(drawn).toBeGreaterThanOrEqual(0.8);
    // Against the voice itself (the lip-sync measure, r ≥ 0.6): 0.73 over the minute (the jaw rides the loudness
    // under the shapes; shapes alone gave 0.40 on continuous speech), and it does not fade: no drift from first to second half.
    expect(aligned).toBeGreaterThanOrEqual(0.6);
    expect(Math.abs(early - late)).toBeLessThan(0.1);
    const closedLevel = Math.min(...openings);
    const range = Math.max(...openings) - closedLevel;
    const inPause = openings.slice(Math.ceil((firstMs + 150) / frameStepMs), Math.floor((offsetMs - 80) / frameStepMs));
    expect(inPause.length).toBeGreaterThan(20);
    for (const opening of inPause) expect(opening - closedLevel).toBeLessThanOrEqual(range * 0.05);
  }, 240_000);
});
