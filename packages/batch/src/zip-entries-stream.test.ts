import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { type ZipStreamEntry, zipEntriesStream } from './zip-entries-stream.ts';

const run = promisify(execFile);
const folder = await mkdtemp(path.join(tmpdir(), 'talkreel-zip-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

/** `byteCount` bytes of a repeating pattern, made chunk by chunk as they are read (never held whole). */
function generated(byteCount: number, chunkBytes = 64 * 1024): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= byteCount) return void this.push(null);
      const chunk = Buffer.alloc(Math.min(chunkBytes, byteCount - sent));
      for (let index = 0; index < chunk.length; index += 1) chunk[index] = (sent + index) % 251;
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const modifiedAt = new Date('2026-03-14T15:09:26Z');

describe('zipEntriesStream', () => {
  it('writes a ZIP that jszip reads back byte for byte, names, dates and all', async () => {
    const entries: ZipStreamEntry[] = [
      { name: 'row-002.mp4', size: 300_000, modifiedAt, open: async () => generated(300_000, 7_000) },
      { name: 'vidéos/row-003 ☕.mp4', modifiedAt, open: async () => Readable.from(['text ', 'chunks']) },
      { name: 'empty.mp4', modifiedAt, open: async () => Readable.from([]) },
    ];
    const zip = await JSZip.loadAsync(await collect(zipEntriesStream(entries)), { checkCRC32: true });
    expect(Object.keys(zip.files)).toEqual(['row-002.mp4', 'vidéos/row-003 ☕.mp4', 'empty.mp4']);
    expect(await zip.file('row-002.mp4')?.async('nodebuffer')).toEqual(await collect(generated(300_000)));
    expect(await zip.file('vidéos/row-003 ☕.mp4')?.async('string')).toBe('text chunks');
    expect(await zip.file('empty.mp4')?.async('string')).toBe('');
    expect(zip.file('row-002.mp4')?.date.toISOString()).toBe('2026-03-14T15:09:26.000Z');
  });

  it('passes `unzip -t`, entries read from an async generator one after another', async () => {
    const opened: string[] = [];
    async function* entries(): AsyncGenerator<ZipStreamEntry> {
      for (const [name, bytes] of [
        ['a.mp4', 5_000_000],
        ['b.mp4', 1],
        ['c.mp4', 123_457],
      ] as const) {
        yield {
          name,
          open: async () => {
            opened.push(name);
            return generated(bytes);
          },
        };
      }
    }
    const zipPath = path.join(folder, 'videos.zip');
    await pipeline(zipEntriesStream(entries()), createWriteStream(zipPath));
    const { stdout } = await run('unzip', ['-t', zipPath]);
    for (const name of ['a', 'b', 'c']) expect(stdout).toMatch(new RegExp(`testing: ${name}\\.mp4\\s+OK`));
    expect(stdout).toContain('No errors detected in compressed data');
    expect(opened).toEqual(['a.mp4', 'b.mp4', 'c.mp4']);
    const { stdout: listing } = await run('unzip', ['-l', zipPath]);
    expect(listing).toMatch(/5000000\s.*a\.mp4/);
  });

  it('streams a 200 MB entry to a slow reader without holding it: the source never runs ahead, memory stays flat', async () => {
    const size = 200 * 1024 * 1024;
    const pattern = Buffer.alloc(64 * 1024, 'talkreel');
    let generatedBytes = 0;
    let zippedBytes = 0;
    let largestLeadBytes = 0;
    let peakArrayBuffers = 0;
    const source = new Readable({
      read() {
        if (generatedBytes >= size) return void this.push(null);
        generatedBytes += pattern.length;
        this.push(Buffer.from(pattern));
      },
    });
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        zippedBytes += chunk.length;
        largestLeadBytes = Math.max(largestLeadBytes, generatedBytes - zippedBytes);
        if (zippedBytes % (4 * 1024 * 1024) < chunk.length) peakArrayBuffers = Math.max(peakArrayBuffers, process.memoryUsage().arrayBuffers);
        // A slow reader: the ZIP must wait for it, not read ahead.
        setImmediate(done);
      },
    });
    const arrayBuffersBefore = process.memoryUsage().arrayBuffers;
    await pipeline(zipEntriesStream([{ name: 'big.mp4', size, open: async () => source }]), sink);
    expect(zippedBytes).toBe(30 + 7 + size + 16 + 46 + 7 + 22);
    // The stream buffers (16 kB for the ZIP, 64 kB ahead of it for the source) plus a few chunks in flight.
    expect(largestLeadBytes).toBeLessThan(1024 * 1024);
    // Freed chunks wait for the garbage collector, but holding the entry would add 200 MB.
    expect(peakArrayBuffers - arrayBuffersBefore).toBeLessThan(64 * 1024 * 1024);
  });

  it('fails clearly past 4 GB (no ZIP64), on a declared size before reading, and on unsafe or repeated names', async () => {
    const neverOpened = async (): Promise<Readable> => {
      throw new Error('opened');
    };
    await expect(collect(zipEntriesStream([{ name: 'huge.mp4', size: 5 * 1024 ** 3, open: neverOpened }]))).rejects.toThrow(
      'The ZIP would be larger than 4 GB, the most a ZIP of this kind holds: download the videos in smaller groups',
    );
    await expect(collect(zipEntriesStream([{ name: '../evil.mp4', open: neverOpened }]))).rejects.toThrow('A ZIP entry may not be called "../evil.mp4"');
    const twice = { name: 'a.mp4', open: async () => Readable.from(['x']) };
    await expect(collect(zipEntriesStream([twice, twice]))).rejects.toThrow('Two ZIP entries are called "a.mp4"');
  });

  it('stops with the error of an entry that fails while it is read', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('storage went away'));
      },
    });
    await expect(collect(zipEntriesStream([{ name: 'a.mp4', open: async () => failing }]))).rejects.toThrow('storage went away');
  });
});
