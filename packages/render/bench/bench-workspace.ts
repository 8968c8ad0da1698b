import path from 'node:path';
import { runFfmpeg, resolveFfmpegPath } from '@talkreel/platform/media';
import type { WorkspaceInput } from '@talkreel/timeline';

const examplesMedia = path.resolve(import.meta.dirname, '../../../examples/media');

/** A 10 s 1080×608 clip with real motion (testsrc2), so decoding costs what a user's video would. */
export async function createBenchClip(directory: string): Promise<string> {
  const filePath = path.join(directory, 'bench-clip.mp4');
  await runFfmpeg({
    ffmpegPath: resolveFfmpegPath(process.env.FFMPEG_PATH),
    args: [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=s=1080x608:r=25:d=10',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=550:sample_rate=48000:duration=10',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-crf',
      '26',
      '-g',
      '50',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      filePath,
    ],
  });
  return filePath;
}

const media = (name: string) => path.join(examplesMedia, name);

function captions(phrases: string[], sceneMs: number) {
  const slotMs = sceneMs / phrases.length;
  return phrases.flatMap((phrase, phraseIndex) => {
    const words = phrase.split(' ');
    const wordMs = (slotMs * 0.85) / words.length;
    return words.map((text, wordIndex) => ({ text, start: phraseIndex * slotMs + wordIndex * wordMs, end: phraseIndex * slotMs + (wordIndex + 1) * wordMs }));
  });
}

function sceneMusic(volume: number) {
  return {
    type: 'music' as const,
    path: media('music-loop.mp3'),
    volume,
    timeline: { start: 0, end: 10_000, cross: { in: 'fade' as const, out: 'fade' as const, in_time: 800, out_time: 800 } },
  };
}

function subtitleTrack(index: number, phrases: string[]) {
  return {
    type: 'subtitle' as const,
    index,
    layers: [
      {
        type: 'subtitle' as const,
        x: 65,
        y: 1641,
        w: 950,
        h: 164,
        zindex: 9,
        subtitle: { text: phrases.join(' '), words: captions(phrases, 10_000) },
        timeline: { start: 0, end: 10_000 },
      },
    ],
  };
}

/**
 * 30 s of 9:16 in three scenes, like a talking video: a background picture
 * under a frosted card, a title, a logo; a playing video; a portrait; captions
 * every 2 s; music throughout; transitions on most elements.
 */
export function buildBenchWorkspace(clipPath: string): WorkspaceInput {
  return {
    schemaVersion: 1,
    aspect_ratio: 0,
    preview_cover_time: 12_000,
    scenes: [
      {
        duration: 10_000,
        bg_color: '#1d2433',
        tracks: [
          {
            type: 'pic',
            index: 0,
            layers: [
              {
                type: 'pic',
                path: media('landscape.jpg'),
                x: 0,
                y: 0,
                w: 1080,
                h: 1920,
                gauss: 10,
                timeline: { start: 0, end: 10_000, cross: { in: 'fade', in_time: 600 } },
              },
            ],
          },
          {
            type: 'shape',
            index: 1,
            layers: [
              {
                type: 'shape',
                x: 110,
                y: 420,
                w: 860,
                h: 900,
                zindex: 1,
                shape: { type: 'square', radius: 48, color: 'rgba(255,255,255,0.18)', background_gauss: 24 },
                timeline: { start: 0, end: 10_000, cross: { in: 'up', in_time: 700 } },
              },
            ],
          },
          {
            type: 'pic',
            index: 2,
            layers: [
              {
                type: 'pic',
                path: media('portrait.png'),
                x: 190,
                y: 500,
                w: 700,
                h: 740,
                zindex: 2,
                shape: { type: 'square', radius: 32 },
                timeline: { start: 0, end: 10_000, cross: { in: 'scale-.5', out: 'fade', in_time: 600, out_time: 500 } },
              },
            ],
          },
          {
            type: 'text',
            index: 3,
            layers: [
              {
                type: 'text',
                x: 80,
                y: 150,
                w: 920,
                h: 180,
                zindex: 3,
                prop: { textInfo: { text: 'Thirty seconds of Talkreel', fontSize: 76, shadowColor: 'rgba(0,0,0,0.45)', shadowBlur: 12 } },
                timeline: { start: 0, end: 10_000, cross: { in: 'down', in_time: 700 } },
              },
            ],
          },
          {
            type: 'pic',
            index: 4,
            layers: [
              {
                type: 'pic',
                path: media('logo.png'),
                x: 470,
                y: 1380,
                w: 140,
                h: 140,
                fit_mode: 'contain',
                zindex: 3,
                timeline: { start: 300, end: 10_000, cross: { in: 'rotate', in_time: 800 } },
              },
            ],
          },
          subtitleTrack(5, ['Every video is a timeline', 'drawn frame by frame', 'and encoded while it draws', 'faster than real time', 'on a small machine']),
          { type: 'music', index: 6, layers: [sceneMusic(35)] },
        ],
      },
      {
        duration: 10_000,
        bg_color: '#10131f',
        tracks: [
          {
            type: 'video',
            index: 0,
            layers: [
              {
                type: 'video',
                path: clipPath,
                x: 0,
                y: 560,
                w: 1080,
                h: 608,
                volume: 40,
                prop: { play_mode: 'play-loop' },
                timeline: { start: 0, end: 10_000, cross: { in: 'scale', out: 'fade', in_time: 600, out_time: 600 } },
              },
            ],
          },
          {
            type: 'text',
            index: 1,
            layers: [
              {
                type: 'text',
                x: 80,
                y: 260,
                w: 920,
                h: 200,
                zindex: 2,
                prop: { textInfo: { text: 'A video element, decoded once through a pipe', fontSize: 60 } },
                timeline: { start: 500, end: 10_000, cross: { in: 'left', in_time: 600 } },
              },
            ],
          },
          {
            type: 'shape',
            index: 2,
            layers: [
              {
                type: 'shape',
                x: 440,
                y: 1300,
                w: 200,
                h: 180,
                zindex: 2,
                shape: { type: 'triangle', color: '#7c5cff' },
                timeline: { start: 0, end: 10_000, cross: { in: 'rotate-2', in_time: 1000 } },
              },
            ],
          },
          subtitleTrack(3, [
            'The clip plays underneath',
            'static layers stay cached',
            'identical frames are reused',
            'ffmpeg encodes in parallel',
            'while the next frame draws',
          ]),
          { type: 'music', index: 4, layers: [sceneMusic(30)] },
        ],
      },
      {
        duration: 10_000,
        bg_color: '#f4efe6',
        tracks: [
          {
            type: 'shape',
            index: 0,
            layers: [
              {
                type: 'shape',
                x: 110,
                y: 330,
                w: 860,
                h: 860,
                shape: { type: 'circle', color: '#ff8a65' },
                timeline: { start: 0, end: 10_000, cross: { in: 'scale', in_time: 500 } },
              },
            ],
          },
          {
            type: 'person',
            index: 1,
            layers: [
              {
                type: 'person',
                path: media('portrait.png'),
                x: 160,
                y: 380,
                w: 760,
                h: 760,
                zindex: 1,
                shape: { type: 'circle', color: '#ffd9a0' },
                timeline: { start: 0, end: 10_000, cross: { in: 'scale-2', in_time: 700 } },
              },
            ],
          },
          {
            type: 'text',
            index: 2,
            layers: [
              {
                type: 'text',
                x: 80,
                y: 1250,
                w: 920,
                h: 200,
                zindex: 2,
                prop: { textInfo: { text: 'Thanks for watching', fontSize: 84, color: '#2b2b3a' } },
                timeline: { start: 300, end: 10_000, cross: { in: 'right', out: 'up', in_time: 700, out_time: 500 } },
              },
            ],
          },
          subtitleTrack(3, ['Pictures text and shapes', 'are painted once', 'then composited', 'with their transitions', 'made with Talkreel']),
          { type: 'music', index: 4, layers: [sceneMusic(35)] },
        ],
      },
    ],
  };
}
