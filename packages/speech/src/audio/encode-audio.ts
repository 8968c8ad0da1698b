import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resolveFfmpegPath } from '@talkreel/platform';
import type { PcmAudio } from './pcm-audio.ts';

export type EncodedAudioFormat = 'mp3' | 'm4a' | 'ogg';

const codecArguments: Readonly<Record<EncodedAudioFormat, readonly string[]>> = {
  mp3: ['-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3'],
  m4a: ['-c:a', 'aac', '-b:a', '128k', '-f', 'mp4'],
  ogg: ['-c:a', 'libopus', '-b:a', '64k', '-f', 'ogg'],
};

/**
 * Compresses PCM for delivery (voice previews, uploads) with ffmpeg. MP4
 * needs a seekable output, so it goes through a temporary file.
 */
export async function encodeAudio(audio: PcmAudio, format: EncodedAudioFormat, options: { ffmpegPath?: string } = {}): Promise<Uint8Array> {
  const directory = format === 'm4a' ? await mkdtemp(path.join(os.tmpdir(), 'talkreel-encode-')) : undefined;
  const output = directory ? path.join(directory, 'audio.m4a') : 'pipe:1';
  const args = [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    '-f',
    'f32le',
    '-ar',
    String(audio.sampleRateHz),
    '-ac',
    '1',
    '-i',
    'pipe:0',
    ...codecArguments[format],
    '-y',
    output,
  ];
  try {
    const stdout = await runWithInput(
      options.ffmpegPath ?? resolveFfmpegPath(),
      args,
      Buffer.from(audio.samples.buffer, audio.samples.byteOffset, audio.samples.byteLength),
    );
    return directory ? new Uint8Array(await readFile(output)) : stdout;
  } finally {
    if (directory) await rm(directory, { recursive: true, force: true });
  }
}

function runWithInput(ffmpegPath: string, args: readonly string[], input: Buffer): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-2000)));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(new Uint8Array(Buffer.concat(chunks)));
      else reject(new Error(`ffmpeg could not encode the audio (exit ${code}): ${stderr.trim()}`));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}
