import type { Readable } from 'node:stream';
import type { Storage } from './storage.ts';

/** A stored file's bytes, in memory: only for files the upload rules keep small (audio ≤ 50 MB). */
export async function readStoredBytes(storage: Storage, key: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await storage.read(key)) as Readable) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}
