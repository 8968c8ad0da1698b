import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { runFfmpeg, type Runtime } from '@talkreel/platform';

/** Copies a stored file into the work directory. */
export async function downloadStored(runtime: Runtime, key: string, workDir: string, name: string, signal?: AbortSignal): Promise<string> {
  const localPath = path.join(workDir, name);
  await pipeline(await runtime.storage.read(key), createWriteStream(localPath), ...(signal ? [{ signal }] : []));
  return localPath;
}

/** The video's sound as a WAV: `rateHz`, mono, 16-bit. */
export async function extractSpeechWav(runtime: Runtime, videoPath: string, outPath: string, rateHz: number, signal?: AbortSignal): Promise<void> {
  await runFfmpeg({
    ffmpegPath: runtime.ffmpegPath,
    args: ['-y', '-i', videoPath, '-map', '0:a:0', '-vn', '-ac', '1', '-ar', String(rateHz), '-c:a', 'pcm_s16le', '-f', 'wav', outPath],
    ...(signal ? { signal } : {}),
  });
}
