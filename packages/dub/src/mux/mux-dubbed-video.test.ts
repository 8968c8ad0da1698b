import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { runFfmpeg } from '@talkreel/platform/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSrt } from '../captions/srt.ts';
import { buildMuxArgs } from '../ffmpeg/mux-dub-args.ts';
import { ffmpegPath, grabFrame, makeMedia, makeTonesWav, changedPixels, probeStreams } from '../test-support/dub-media.ts';
import { captionFontFile } from './caption-font.ts';
import { muxDubbedVideo, pickCaptionBurner } from './mux-dubbed-video.ts';

const execFileAsync = promisify(execFile);
const width = 320;
const height = 240;

let root: string;
/** A folder whose name needs escaping in a filter graph: quote, colon, comma, brackets. */
let tempDir: string;
let videoPath: string;
let audioPath: string;
const srt = toSrt([
  { startMs: 1000, endMs: 3000, text: 'Hola, ¿qué tal?' },
  { startMs: 5000, endMs: 5500, text: 'Adiós' },
]);

/** The video stream's packets, hashed: equal only when it was copied. */
async function videoStreamHash(filePath: string): Promise<string> {
  const { stdout } = await execFileAsync(ffmpegPath, ['-v', 'error', '-i', filePath, '-map', '0:v:0', '-c', 'copy', '-f', 'md5', '-']);
  return stdout.trim();
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'dub-mux-'));
  tempDir = path.join(root, "it's a:b,c[1]");
  await mkdir(tempDir);
  videoPath = path.join(root, 'original.mp4');
  // A 6 s picture (flat colour with a moving box, 25 fps) with its own 440 Hz sound.
  await makeMedia([
    '-f',
    'lavfi',
    '-i',
    `color=c=0x336699:s=${width}x${height}:r=25:d=6,drawbox=x=t*40:y=20:w=40:h=40:c=yellow:t=fill`,
    '-f',
    'lavfi',
    '-i',
    'sine=f=440:r=48000:d=6',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    videoPath,
  ]);
  audioPath = path.join(root, 'dub.wav');
  await makeTonesWav(audioPath, { frequenciesHz: [660], amplitude: 0.2, durationMs: 6000, channels: 2 });
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('muxDubbedVideo', () => {
  it('copies the picture, replaces the sound and writes the captions beside the video', async () => {
    const outPath = path.join(root, 'sidecar.mp4');
    expect(await muxDubbedVideo({ videoPath, audioPath, outPath, srt }, { ffmpegPath, tempDir })).toEqual({
      captions: 'sidecar',
      srtPath: path.join(root, 'sidecar.srt'),
    });
    expect(await readFile(path.join(root, 'sidecar.srt'), 'utf8')).toBe(srt);
    const [original, dubbed] = await Promise.all([probeStreams(videoPath), probeStreams(outPath)]);
    const originalVideo = original.find((stream) => stream.codec_type === 'video')!;
    const video = dubbed.find((stream) => stream.codec_type === 'video')!;
    const audio = dubbed.find((stream) => stream.codec_type === 'audio')!;
    expect(video).toMatchObject({ codec_name: 'h264', width, height, nb_frames: '150', r_frame_rate: originalVideo.r_frame_rate });
    expect(originalVideo.nb_frames).toBe('150');
    expect(await videoStreamHash(outPath)).toBe(await videoStreamHash(videoPath));
    expect(audio).toMatchObject({ codec_name: 'aac', sample_rate: '48000', channels: 2 });
    expect(Number(audio.duration)).toBeCloseTo(6, 1);
    // The work folder is gone.
    expect(await readdir(tempDir)).toEqual([]);
  });

  it('burns the captions in with libass: the caption area changes while a cue shows, nothing else does', async () => {
    expect(await pickCaptionBurner(ffmpegPath)).toBe('subtitles');
    const outPath = path.join(root, 'burned.mp4');
    expect(await muxDubbedVideo({ videoPath, audioPath, outPath, srt, burnCaptions: true }, { ffmpegPath, tempDir })).toEqual({ captions: 'burned' });
    const dubbed = await probeStreams(outPath);
    expect(dubbed.find((stream) => stream.codec_type === 'video')).toMatchObject({ codec_name: 'h264', width, height, nb_frames: '150' });
    expect(Number(dubbed.find((stream) => stream.codec_type === 'audio')!.duration)).toBeCloseTo(6, 1);
    const [originalAtCue, burnedAtCue, originalAfter, burnedAfter] = await Promise.all([
      grabFrame(videoPath, 2000),
      grabFrame(outPath, 2000),
      grabFrame(videoPath, 4000),
      grabFrame(outPath, 4000),
    ]);
    // The cue sits in the bottom fifth of the picture.
    const captionRows = [Math.round(height * 0.8), height] as const;
    expect(changedPixels(originalAtCue, burnedAtCue, width, ...captionRows)).toBeGreaterThan(300);
    expect(changedPixels(originalAtCue, burnedAtCue, width, 0, captionRows[0])).toBeLessThan(20);
    expect(changedPixels(originalAfter, burnedAfter, width, 0, height)).toBeLessThan(20);
    expect(await readdir(tempDir)).toEqual([]);
  });

  it('draws the captions with drawtext where libass is missing', async () => {
    const textFile = path.join(tempDir, 'cue-1.txt');
    await writeFile(textFile, 'Hola, ¿qué tal?\n欢迎');
    const outPath = path.join(root, 'drawtext.mp4');
    const args = buildMuxArgs({
      videoPath,
      audioPath,
      outPath,
      copyVideo: false,
      copyAudio: false,
      burn: { kind: 'drawtext', fontFile: captionFontFile(), fontSizePx: 24, marginPx: 14, cues: [{ startMs: 1000, endMs: 3000, textFile }] },
    });
    await runFfmpeg({ ffmpegPath, args });
    const [originalAtCue, drawnAtCue, originalAfter, drawnAfter] = await Promise.all([
      grabFrame(videoPath, 2000),
      grabFrame(outPath, 2000),
      grabFrame(videoPath, 4000),
      grabFrame(outPath, 4000),
    ]);
    expect(changedPixels(originalAtCue, drawnAtCue, width, Math.round(height * 0.6), height)).toBeGreaterThan(300);
    expect(changedPixels(originalAtCue, drawnAtCue, width, 0, Math.round(height * 0.6))).toBeLessThan(20);
    expect(changedPixels(originalAfter, drawnAfter, width, 0, height)).toBeLessThan(20);
    await rm(textFile);
  });

  it('says none when there are no captions, and copies an AAC soundtrack as it is', async () => {
    const m4aPath = path.join(root, 'dub.m4a');
    await makeMedia(['-i', audioPath, '-c:a', 'aac', '-b:a', '96k', m4aPath]);
    const outPath = path.join(root, 'plain.mp4');
    expect(await muxDubbedVideo({ videoPath, audioPath: m4aPath, outPath, srt: '', burnCaptions: true }, { ffmpegPath, tempDir })).toEqual({
      captions: 'none',
    });
    expect(await videoStreamHash(outPath)).toBe(await videoStreamHash(videoPath));
    const audio = (await probeStreams(outPath)).find((stream) => stream.codec_type === 'audio')!;
    expect(audio).toMatchObject({ codec_name: 'aac', sample_rate: '48000' });
    // 96 kb/s: copied, not re-encoded at 192.
    expect(Number(audio.bit_rate)).toBeLessThan(120_000);
  });

  it('refuses a soundtrack without sound', async () => {
    await expect(
      muxDubbedVideo({ videoPath, audioPath: path.join(root, 'burned.srt-missing.mp4'), outPath: path.join(root, 'x.mp4') }, { ffmpegPath, tempDir }),
    ).rejects.toThrow();
    const pictureOnly = path.join(root, 'picture-only.mp4');
    await makeMedia(['-i', videoPath, '-an', '-c:v', 'copy', pictureOnly]);
    await expect(muxDubbedVideo({ videoPath, audioPath: pictureOnly, outPath: path.join(root, 'x.mp4') }, { ffmpegPath, tempDir })).rejects.toThrow(
      `${pictureOnly} has no audio stream`,
    );
  });
});
