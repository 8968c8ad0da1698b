import { spawn } from 'node:child_process';
import { resolveFfmpegPath } from '@talkreel/platform';
import { getPcmDurationMs, speechSampleRateHz, type PcmAudio } from './pcm-audio.ts';

export interface DecodeAudioOptions {
  /** Output rate; 48 kHz unless told. */
  sampleRateHz?: number;
  /** FFMPEG_PATH when configured; else the bundled static build. */
  ffmpegPath?: string;
  signal?: AbortSignal;
}

/**
 * Decodes any audio (or the audio of a video) that ffmpeg reads, mp3, wav,
 * m4a, ogg, webm included, to mono float PCM. Input is the file's bytes
 * (through a pipe) or a local path; `-protocol_whitelist file,pipe` keeps a
 * crafted playlist from making ffmpeg open network or other URLs.
 */
export function decodeAudio(input: Uint8Array | string, options: DecodeAudioOptions = {}): Promise<PcmAudio> {
  const sampleRateHz = options.sampleRateHz ?? speechSampleRateHz;
  const source = typeof input === 'string' ? `file:${input}` : 'pipe:0';
  const args = [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    '-protocol_whitelist',
    'file,pipe',
    '-i',
    source,
    '-vn',
    '-ac',
    '1',
    '-ar',
    String(sampleRateHz),
    '-f',
    'f32le',
    'pipe:1',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(options.ffmpegPath ?? resolveFfmpegPath(), args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let stderr = '';
    const onAbort = () => child.kill('SIGKILL');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-2000)));
    child.on('error', reject);
    child.on('close', (code) => {
      options.signal?.removeEventListener('abort', onAbort);
      if (options.signal?.aborted) return reject(new Error('Audio decoding was aborted'));
      if (code !== 0) return reject(new Error(`ffmpeg could not decode the audio (exit ${code}): ${stderr.trim()}`));
      const bytes = Buffer.concat(chunks);
      const samples = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength - (bytes.byteLength % 4)));
      resolve({ samples, sampleRateHz });
    });
    // A pipe closed early (ffmpeg rejected the input) is reported through its exit code.
    child.stdin.on('error', () => undefined);
    if (typeof input === 'string') child.stdin.end();
    else child.stdin.end(input);
  });
}

/** Duration of any audio ffmpeg reads, from its decoded samples (exact, unlike container headers). */
export async function getAudioDurationMs(input: Uint8Array | string, options: DecodeAudioOptions = {}): Promise<number> {
  return getPcmDurationMs(await decodeAudio(input, { sampleRateHz: 16_000, ...options }));
}
