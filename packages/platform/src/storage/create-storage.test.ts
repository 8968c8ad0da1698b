import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from './create-storage.ts';
import { startFakeS3Server, type FakeS3Server } from './fake-s3-server.ts';
import { parseStorageUrl } from './parse-storage-url.ts';
import { UrlSigner } from './url-signer.ts';

const signer = new UrlSigner('create-storage-test-secret-01');

describe('createStorage', () => {
  let dataDir: string;
  let server: FakeS3Server;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'talkreel-create-storage-'));
    server = await startFakeS3Server({ buckets: ['talkreel'] });
  });

  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('builds local disk storage under <dataDir>/files when STORAGE_URL is unset', async () => {
    const storage = createStorage(parseStorageUrl(undefined, dataDir), signer);
    expect(storage.kind).toBe('local');
    await storage.put('a/b.txt', Buffer.from('on disk'), { contentType: 'text/plain' });
    expect(await readFile(path.join(dataDir, 'files', 'a', 'b.txt'), 'utf8')).toBe('on disk');
    expect(await storage.createReadUrl('a/b.txt')).toMatch(/^\/files\/a\/b\.txt\?expires=\d+&signature=[0-9a-f]{64}$/);
  });

  it('builds S3 storage from an s3:// STORAGE_URL that really talks to the endpoint', async () => {
    const storageUrl = `s3://talkreel/media?endpoint=${server.endpoint}&access_key_id=k&secret_access_key=s`;
    const storage = createStorage(parseStorageUrl(storageUrl, dataDir), signer);
    expect(storage.kind).toBe('s3');
    await storage.put('a/b.txt', Buffer.from('in a bucket'), { contentType: 'text/plain' });
    expect(server.buckets.get('talkreel')?.get('media/a/b.txt')?.bytes.toString()).toBe('in a bucket');
    expect(await text(await storage.read('a/b.txt'))).toBe('in a bucket');
    expect((await storage.check()).ok).toBe(true);
  });
});
