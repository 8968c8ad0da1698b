import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeS3Server, type FakeS3Server } from './fake-s3-server.ts';
import { S3Storage, type S3StorageOptions } from './s3-storage.ts';
import { InvalidStorageKeyError, StorageNotFoundError } from './storage.ts';

const bucket = 'talkreel-media';
const credentials = { accessKeyId: 'test-access-key', secretAccessKey: 'test-secret-key' };

describe('S3Storage against a local fake S3', () => {
  let server: FakeS3Server;
  let storage: S3Storage;

  function storageWith(overrides: Partial<S3StorageOptions>): S3Storage {
    return new S3Storage({ bucket, prefix: 'prod', endpoint: server.endpoint, region: 'us-east-1', forcePathStyle: true, credentials, ...overrides });
  }

  beforeAll(async () => {
    server = await startFakeS3Server({ buckets: [bucket] });
    storage = storageWith({});
  });

  afterAll(async () => {
    await server.close();
  });

  function storedObject(objectKey: string) {
    return server.buckets.get(bucket)?.get(objectKey);
  }

  it('puts a Buffer under the prefix with its content type, and reads, stats and deletes it', async () => {
    await expect(storage.put('uploads/u1/a.txt', Buffer.from('hello s3'), { contentType: 'text/plain' })).resolves.toEqual({ sizeBytes: 8 });
    expect(storedObject('prod/uploads/u1/a.txt')?.bytes.toString()).toBe('hello s3');
    expect(storedObject('prod/uploads/u1/a.txt')?.contentType).toBe('text/plain');

    expect(await text(await storage.read('uploads/u1/a.txt'))).toBe('hello s3');
    expect(await storage.stat('uploads/u1/a.txt')).toEqual({ sizeBytes: 8, contentType: 'text/plain' });

    await storage.delete('uploads/u1/a.txt');
    expect(storedObject('prod/uploads/u1/a.txt')).toBeUndefined();
    expect(await storage.stat('uploads/u1/a.txt')).toBeUndefined();
    await expect(storage.delete('uploads/u1/a.txt')).resolves.toBeUndefined();
  });

  it('puts a stream of unknown length', async () => {
    const chunks = Array.from({ length: 30 }, (_, index) => Buffer.alloc(7_000, index));
    const result = await storage.put('renders/v.mp4', Readable.from(chunks), { contentType: 'video/mp4' });
    expect(result.sizeBytes).toBe(210_000);
    expect(storedObject('prod/renders/v.mp4')?.bytes.equals(Buffer.concat(chunks))).toBe(true);
  });

  it('stores nothing when the stream fails, or outgrows maxBufferedPutBytes', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('uploads/broken.bin', failing, { contentType: 'application/octet-stream' })).rejects.toThrow('client went away');
    expect(storedObject('prod/uploads/broken.bin')).toBeUndefined();

    const small = storageWith({ maxBufferedPutBytes: 10_000 });
    const tooBig = Readable.from([Buffer.alloc(6_000), Buffer.alloc(6_000)]);
    await expect(small.put('uploads/big.bin', tooBig, { contentType: 'application/octet-stream' })).rejects.toThrow('10000-byte limit');
    expect(storedObject('prod/uploads/big.bin')).toBeUndefined();
  });

  it('reads an inclusive byte range', async () => {
    await storage.put('digits.txt', Buffer.from('0123456789'), { contentType: 'text/plain' });
    expect(await text(await storage.read('digits.txt', { start: 2, endInclusive: 5 }))).toBe('2345');
    expect(await text(await storage.read('digits.txt', { start: 7, endInclusive: 100 }))).toBe('789');
    await expect(storage.read('digits.txt', { start: 5, endInclusive: 4 })).rejects.toThrow(RangeError);
    await expect(storage.read('digits.txt', { start: 10, endInclusive: 12 })).rejects.toThrow(RangeError);
  });

  it('reports a missing object as StorageNotFoundError on read and undefined on stat', async () => {
    await expect(storage.read('missing.png')).rejects.toThrow(StorageNotFoundError);
    expect(await storage.stat('missing.png')).toBeUndefined();
  });

  it('does not mistake a missing bucket for a missing object on read', async () => {
    const wrongBucket = storageWith({ bucket: 'no-such-bucket' });
    await expect(wrongBucket.read('a.png')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('refuses invalid keys before any request', async () => {
    for (const key of ['../escape', 'a//b', '/abs', 'a\\b']) {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.read(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.createReadUrl(key)).rejects.toThrow(InvalidStorageKeyError);
    }
    expect([...(server.buckets.get(bucket)?.keys() ?? [])].some((key) => key.includes('escape'))).toBe(false);
  });

  it('presigns a read URL that fetch can GET, while the unsigned URL is refused', async () => {
    await storage.put('uploads/u1/photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), { contentType: 'image/png' });
    const url = await storage.createReadUrl('uploads/u1/photo.png', { expiresInSeconds: 600 });
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe(`${server.endpoint}/${bucket}/prod/uploads/u1/photo.png`);
    // 600 s rounded up to the end of a 150 s bucket (a quarter of the lifetime), counted from the bucket's start.
    const expiresInSeconds = Number(parsed.searchParams.get('X-Amz-Expires'));
    expect(expiresInSeconds % 150).toBe(0);
    expect(expiresInSeconds).toBeGreaterThanOrEqual(750);
    expect(expiresInSeconds).toBeLessThanOrEqual(900);

    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));

    const unsigned = await fetch(`${parsed.origin}${parsed.pathname}`);
    expect(unsigned.status).toBe(403);
  });

  it('presigns the same URL for the same key within a time bucket, and a new one in the next bucket', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-01T10:00:05Z'));
      const first = await storage.createReadUrl('renders/u1/t1/video.mp4');
      vi.setSystemTime(new Date('2026-03-01T10:59:59Z'));
      expect(await storage.createReadUrl('renders/u1/t1/video.mp4')).toBe(first);
      expect(new URL(first).searchParams.get('X-Amz-Date')).toBe('20260301T100000Z');
      // Signed at 10:00 for 25 h: valid for at least the day it promises from any moment of the bucket.
      expect(new URL(first).searchParams.get('X-Amz-Expires')).toBe(String(25 * 3600));
      vi.setSystemTime(new Date('2026-03-01T11:00:00Z'));
      expect(await storage.createReadUrl('renders/u1/t1/video.mp4')).not.toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it('finds the key in its own presigned URL, path-style, virtual-host and s3:// URLs', async () => {
    const url = await storage.createReadUrl('uploads/u1/photo.png');
    expect(storage.keyFromUrl(url)).toBe('uploads/u1/photo.png');
    // Virtual-host style needs a name, not an IP: WHATWG URL refuses `bucket.127.0.0.1`.
    const { port } = new URL(server.endpoint);
    const byName = storageWith({ endpoint: `http://localhost:${port}`, forcePathStyle: false });
    expect(byName.keyFromUrl(`http://${bucket}.localhost:${port}/prod/renders/v.mp4?X-Amz-Signature=abc`)).toBe('renders/v.mp4');
    expect(byName.keyFromUrl(`http://localhost:${port}/${bucket}/prod/renders/v.mp4`)).toBe('renders/v.mp4');
    expect(byName.keyFromUrl(`http://${bucket}.localhost:${Number(port) + 1}/prod/renders/v.mp4`)).toBeUndefined();
    expect(storage.keyFromUrl(`s3://${bucket}/prod/renders/v.mp4`)).toBe('renders/v.mp4');
  });

  it('finds no key in URLs of another bucket, host, prefix, or with traversal', () => {
    const { host } = new URL(server.endpoint);
    for (const foreign of [
      `http://${host}/other-bucket/prod/a.png`,
      `http://${host}/${bucket}/staging/a.png`,
      `http://${host}/${bucket}/prod/`,
      `http://${host}/${bucket}/prod/a%2F..%2F..%2Fb`,
      `http://evil.example/${bucket}/prod/a.png`,
      `http://other-bucket.${host}/prod/a.png`,
      `s3://other-bucket/prod/a.png`,
      `/files/a.png`,
      `ftp://${host}/${bucket}/prod/a.png`,
    ]) {
      expect(storage.keyFromUrl(foreign), foreign).toBeUndefined();
    }
  });

  it('recognises AWS URLs of the bucket when no endpoint is set', () => {
    const aws = new S3Storage({ bucket, region: 'eu-west-1', forcePathStyle: false, credentials });
    expect(aws.keyFromUrl(`https://${bucket}.s3.eu-west-1.amazonaws.com/a/b.png?X-Amz-Signature=1`)).toBe('a/b.png');
    expect(aws.keyFromUrl(`https://s3.eu-west-1.amazonaws.com/${bucket}/a/b.png`)).toBe('a/b.png');
    expect(aws.keyFromUrl(`https://${bucket}.s3.amazonaws.com/a/b.png`)).toBe('a/b.png');
    expect(aws.keyFromUrl(`https://${bucket}.s3.us-east-1.amazonaws.com/a/b.png`)).toBeUndefined();
  });

  it('presigns a virtual-host URL on AWS that keyFromUrl round-trips', async () => {
    const aws = new S3Storage({ bucket, prefix: 'media', region: 'eu-west-1', forcePathStyle: false, credentials });
    const url = await aws.createReadUrl('uploads/x.png');
    expect(new URL(url).host).toBe(`${bucket}.s3.eu-west-1.amazonaws.com`);
    expect(aws.keyFromUrl(url)).toBe('uploads/x.png');
  });

  it('checks the bucket: ok when it exists', async () => {
    await expect(storage.check()).resolves.toEqual({ ok: true, detail: `s3 bucket ${bucket}/prod at ${server.endpoint}` });
  });

  it('checks the bucket: ok:false naming the problem when it is missing', async () => {
    const missing = storageWith({ bucket: 'no-such-bucket', prefix: undefined });
    const result = await missing.check();
    expect(result.ok).toBe(false);
    expect(result.detail).toMatch(/^s3 bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+: NotFound \(HTTP 404\)/);
  });

  it('checks the bucket: ok:false when nothing listens at the endpoint', async () => {
    const closed = await startFakeS3Server({ buckets: [bucket] });
    await closed.close();
    const unreachable = new S3Storage({ bucket, endpoint: closed.endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
    const result = await unreachable.check();
    expect(result.ok).toBe(false);
    expect(result.detail).toContain('ECONNREFUSED');
  });
});
