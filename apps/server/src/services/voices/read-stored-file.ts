import type { Readable } from 'node:stream';
import type { Runtime } from '@talkreel/platform';

/** A stored file's bytes, in memory (for files the upload rules keep small: audio ≤ 50 MB). */
export async function readStoredFile(runtime: Runtime, key: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await runtime.storage.read(key)) as Readable) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}
