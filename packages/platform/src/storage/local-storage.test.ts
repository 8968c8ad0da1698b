import { mkdtemp, readdir, readFile, rm, stat as statPath, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalStorage } from './local-storage.ts';
import { InvalidStorageKeyError, StorageNotFoundError } from './storage.ts';
import { UrlSigner } from './url-signer.ts';

const signer = new UrlSigner('local-storage-test-secret-0123');

/** A body that sends `chunkCount` chunks of 64 KiB and then fails or is aborted, like an upload whose client went away. */
function failingBody(chunkCount: number, failure: Error | undefined): Readable {
  let sentChunks = 0;
  return new Readable({
    read() {
      if (sentChunks < chunkCount) {
        sentChunks += 1;
        this.push(Buffer.alloc(64 * 1024, sentChunks));
      } else {
        this.destroy(failure);
      }
    },
  });
}

describe('LocalStorage', () => {
  let workDir: string;
  let rootDir: string;
  let storage: LocalStorage;

  beforeEach(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'talkreel-local-storage-'));
    rootDir = path.join(workDir, 'files');
    storage = new LocalStorage({ rootDir, signer });
  });

  afterEach(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('puts a Buffer at <rootDir>/<key>, creating folders, and reads it back with its size and type', async () => {
    const bytes = Buffer.from('hello, talkreel');
    await expect(storage.put('uploads/u1/hello.txt', bytes, { contentType: 'text/plain' })).resolves.toEqual({ sizeBytes: 15 });
    expect(await readFile(path.join(rootDir, 'uploads', 'u1', 'hello.txt'), 'utf8')).toBe('hello, talkreel');
    expect(await text(await storage.read('uploads/u1/hello.txt'))).toBe('hello, talkreel');
    expect(await storage.stat('uploads/u1/hello.txt')).toEqual({ sizeBytes: 15, contentType: 'text/plain' });
  });

  it('puts a multi-chunk stream and counts its bytes', async () => {
    const chunks = Array.from({ length: 20 }, (_, index) => Buffer.alloc(10_000, index));
    const result = await storage.put('renders/video.mp4', Readable.from(chunks), { contentType: 'video/mp4' });
    expect(result.sizeBytes).toBe(200_000);
    const stored = await readFile(path.join(rootDir, 'renders', 'video.mp4'));
    expect(stored.equals(Buffer.concat(chunks))).toBe(true);
    expect(await readdir(path.join(rootDir, '.tmp'))).toEqual([]);
  });

  it('replaces an existing object whole, type included', async () => {
    await storage.put('a.bin', Buffer.from('first version'), { contentType: 'application/octet-stream' });
    await storage.put('a.bin', Readable.from([Buffer.from('second')]), { contentType: 'text/plain' });
    expect(await text(await storage.read('a.bin'))).toBe('second');
    expect(await storage.stat('a.bin')).toEqual({ sizeBytes: 6, contentType: 'text/plain' });
  });

  it('reads an inclusive byte range, clipping the end to the file', async () => {
    await storage.put('digits.txt', Buffer.from('0123456789'), { contentType: 'text/plain' });
    expect(await text(await storage.read('digits.txt', { start: 2, endInclusive: 5 }))).toBe('2345');
    expect(await text(await storage.read('digits.txt', { start: 9, endInclusive: 9 }))).toBe('9');
    expect(await text(await storage.read('digits.txt', { start: 7, endInclusive: 100 }))).toBe('789');
    await expect(storage.read('digits.txt', { start: 10, endInclusive: 12 })).rejects.toThrow(RangeError);
    await expect(storage.read('digits.txt', { start: 5, endInclusive: 4 })).rejects.toThrow(RangeError);
    await expect(storage.read('digits.txt', { start: -1, endInclusive: 4 })).rejects.toThrow(RangeError);
  });

  it('reports a missing object as StorageNotFoundError on read and undefined on stat', async () => {
    await expect(storage.read('missing.png')).rejects.toThrow(StorageNotFoundError);
    expect(await storage.stat('missing.png')).toBeUndefined();
    await storage.put('folder/inner.txt', Buffer.from('x'), { contentType: 'text/plain' });
    await expect(storage.read('folder')).rejects.toThrow(StorageNotFoundError);
    expect(await storage.stat('folder')).toBeUndefined();
    expect(await storage.stat('folder/inner.txt/deeper')).toBeUndefined();
  });

  it('deletes an object and its type, and deleting a missing one is not an error', async () => {
    await storage.put('gone.txt', Buffer.from('bye'), { contentType: 'text/plain' });
    await storage.delete('gone.txt');
    expect(await storage.stat('gone.txt')).toBeUndefined();
    await expect(statPath(path.join(rootDir, 'gone.txt'))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.delete('gone.txt')).resolves.toBeUndefined();
    await expect(storage.delete('never/was.txt')).resolves.toBeUndefined();
  });

  it.each([
    ['a stream error', new Error('client went away')],
    ['an abort without error', undefined],
  ])('leaves nothing at the key and an empty .tmp after %s half-way', async (_name, failure) => {
    await expect(storage.put('uploads/u1/big.bin', failingBody(4, failure), { contentType: 'application/octet-stream' })).rejects.toThrow(
      failure?.message ?? 'Premature close',
    );
    await expect(statPath(path.join(rootDir, 'uploads', 'u1', 'big.bin'))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await storage.stat('uploads/u1/big.bin')).toBeUndefined();
    expect(await readdir(path.join(rootDir, '.tmp'))).toEqual([]);
  });

  it('keeps the old object when a replacement fails half-way', async () => {
    await storage.put('keep.bin', Buffer.from('old bytes'), { contentType: 'text/plain' });
    await expect(storage.put('keep.bin', failingBody(2, new Error('boom')), { contentType: 'image/png' })).rejects.toThrow('boom');
    expect(await text(await storage.read('keep.bin'))).toBe('old bytes');
    expect(await storage.stat('keep.bin')).toEqual({ sizeBytes: 9, contentType: 'text/plain' });
  });

  it('refuses keys that could escape rootDir or reach its internal folders, and writes nothing for them', async () => {
    const outsideMarker = path.join(workDir, 'escaped.txt');
    for (const key of ['../escaped.txt', 'a/../../escaped.txt', '/etc/passwd', 'a\\..\\..\\escaped.txt', 'a//b', '', '.tmp/x', '.content-type/a.png']) {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.read(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.stat(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.createReadUrl(key)).rejects.toThrow(InvalidStorageKeyError);
    }
    await expect(statPath(outsideMarker)).rejects.toMatchObject({ code: 'ENOENT' });
    // Refused before touching the disk: not even rootDir was created.
    expect(await readdir(workDir)).toEqual([]);
  });

  it('signs read URLs that verify for that key only, and expire', async () => {
    await storage.put('uploads/u1/a.png', Buffer.from('png'), { contentType: 'image/png' });
    const url = await storage.createReadUrl('uploads/u1/a.png', { expiresInSeconds: 60 });
    expect(url).toMatch(/^\/files\/uploads\/u1\/a\.png\?expires=\d+&signature=[0-9a-f]{64}$/);
    const query = Object.fromEntries(new URL(url, 'http://x.invalid').searchParams);
    const expiresAtSeconds = Number(query.expires);
    const nowSeconds = Math.floor(Date.now() / 1000);
    // 60 s rounded up to the end of a 15 s bucket.
    expect(expiresAtSeconds % 15).toBe(0);
    expect(expiresAtSeconds - nowSeconds).toBeGreaterThanOrEqual(59);
    expect(expiresAtSeconds - nowSeconds).toBeLessThanOrEqual(76);

    expect(storage.verifyReadUrl('uploads/u1/a.png', query)).toBe(true);
    expect(storage.verifyReadUrl('uploads/u1/b.png', query)).toBe(false);
    expect(storage.verifyReadUrl('uploads/u1/a.png', { ...query, expires: String(expiresAtSeconds + 1) })).toBe(false);
    expect(storage.verifyReadUrl('uploads/u1/a.png', { expires: query.expires })).toBe(false);
    expect(storage.verifyReadUrl('uploads/u1/a.png', query, expiresAtSeconds - 1)).toBe(true);
    expect(storage.verifyReadUrl('uploads/u1/a.png', query, expiresAtSeconds)).toBe(false);
    expect(storage.verifyReadUrl('../a.png', query)).toBe(false);
    expect(new LocalStorage({ rootDir, signer: new UrlSigner('some-other-secret-012345') }).verifyReadUrl('uploads/u1/a.png', query)).toBe(false);
  });

  it('defaults read URLs to one day, and gives the same URL for a file all through an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
      const first = await storage.createReadUrl('renders/u1/t1/video.mp4');
      const expiresAtSeconds = Number(new URL(first, 'http://x.invalid').searchParams.get('expires'));
      expect(new Date(expiresAtSeconds * 1000).toISOString()).toBe('2026-03-02T11:00:00.000Z');
      vi.setSystemTime(new Date('2026-03-01T10:59:59Z'));
      expect(await storage.createReadUrl('renders/u1/t1/video.mp4')).toBe(first);
      // Even asked for in the bucket's last second, the URL holds for a day.
      expect(expiresAtSeconds - Date.parse('2026-03-01T10:59:59Z') / 1000).toBeGreaterThanOrEqual(24 * 3600);
      vi.setSystemTime(new Date('2026-03-01T11:00:01Z'));
      const next = await storage.createReadUrl('renders/u1/t1/video.mp4');
      expect(next).not.toBe(first);
      expect(Number(new URL(next, 'http://x.invalid').searchParams.get('expires'))).toBe(expiresAtSeconds + 3600);
    } finally {
      vi.useRealTimers();
    }
  });

  it('puts publicBasePath in front of read URLs but signs /files/<key> alone', async () => {
    const mounted = new LocalStorage({ rootDir, signer, publicBasePath: 'https://talkreel.example/api/' });
    const url = await mounted.createReadUrl('a.png');
    expect(url).toMatch(/^https:\/\/talkreel\.example\/api\/files\/a\.png\?expires=/);
    const query = Object.fromEntries(new URL(url).searchParams);
    expect(storage.verifyReadUrl('a.png', query)).toBe(true);
    expect(mounted.keyFromUrl(url)).toBe('a.png');
    expect(mounted.keyFromUrl('/files/a.png')).toBeUndefined();
  });

  it('finds the key in relative and absolute /files URLs and nothing else', async () => {
    const url = await storage.createReadUrl('uploads/u1/a.png');
    expect(storage.keyFromUrl(url)).toBe('uploads/u1/a.png');
    expect(storage.keyFromUrl(`http://localhost:3000${url}`)).toBe('uploads/u1/a.png');
    expect(storage.keyFromUrl('https://talkreel.example/files/renders/v.mp4')).toBe('renders/v.mp4');
    for (const foreign of [
      '/files/../etc/passwd',
      '/files/%2e%2e/%2e%2e/etc/passwd',
      '/files/a%2F..%2F..%2Fx',
      '/files/a%5Cb',
      '/files/.tmp/probe',
      '/files/',
      '/other/a.png',
      'ftp://host/files/a.png',
      'https://cdn.example/bucket/a.png',
      '/files/%E0%A4%A',
    ]) {
      expect(storage.keyFromUrl(foreign), foreign).toBeUndefined();
    }
  });

  it('checks the disk with a probe file it removes again', async () => {
    await expect(storage.check()).resolves.toEqual({ ok: true, detail: `local disk ${rootDir}` });
    expect(await readdir(path.join(rootDir, '.tmp'))).toEqual([]);
  });

  it('reports ok:false when the root cannot be written', async () => {
    const blockingFile = path.join(workDir, 'not-a-dir');
    await writeFile(blockingFile, 'x');
    const broken = new LocalStorage({ rootDir: blockingFile, signer });
    const result = await broken.check();
    expect(result.ok).toBe(false);
    expect(result.detail).toMatch(new RegExp(`^local disk ${blockingFile}: .*(ENOTDIR|EEXIST)`));
  });
});
