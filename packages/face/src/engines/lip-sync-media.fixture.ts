import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveFfmpegPath, runFfmpeg } from '@talkreel/platform/media';
import type { LipSyncMedia } from '../lip-sync-engine.ts';

/** Real files for the lip-sync adapter tests, made by ffmpeg: a PNG photo, two WAVs of tone (short, and over 1 MB), and a short H.264 MP4 as the services' answer. */
export interface LipSyncTestMedia {
  photo: LipSyncMedia;
  audio: LipSyncMedia;
  /** 12 s of 48 kHz WAV: over the 1 MB Replicate takes inline. */
  longAudio: LipSyncMedia;
  video: Uint8Array;
}

export async function createLipSyncTestMedia(): Promise<LipSyncTestMedia> {
  const directory = await mkdtemp(path.join(tmpdir(), 'talkreel-lipsync-'));
  const ffmpegPath = resolveFfmpegPath();
  try {
    const photo = path.join(directory, 'photo.png');
    const audio = path.join(directory, 'speech.wav');
    const longAudio = path.join(directory, 'long.wav');
    const video = path.join(directory, 'talk.mp4');
    await runFfmpeg({ ffmpegPath, args: ['-f', 'lavfi', '-i', 'testsrc2=size=96x128', '-frames:v', '1', '-y', photo] });
    await runFfmpeg({ ffmpegPath, args: ['-f', 'lavfi', '-i', 'sine=frequency=220:duration=0.5', '-ac', '1', '-ar', '16000', '-y', audio] });
    await runFfmpeg({ ffmpegPath, args: ['-f', 'lavfi', '-i', 'sine=frequency=180:duration=12', '-ac', '1', '-ar', '48000', '-y', longAudio] });
    await runFfmpeg({
      ffmpegPath,
      args: [
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=96x128:rate=25:duration=0.4',
        '-c:v',
        'libx264',
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
        '-y',
        video,
      ],
    });
    return {
      photo: { bytes: new Uint8Array(await readFile(photo)), contentType: 'image/png' },
      audio: { bytes: new Uint8Array(await readFile(audio)), contentType: 'audio/wav' },
      longAudio: { bytes: new Uint8Array(await readFile(longAudio)), contentType: 'audio/wav' },
      video: new Uint8Array(await readFile(video)),
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
