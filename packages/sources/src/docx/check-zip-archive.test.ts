import { describe, expect, it } from 'vitest';
import { buildZipArchive } from '../testing/document-zip.ts';
import { checkZipArchive } from './check-zip-archive.ts';

const limits = { maxUnpackedBytes: 1000, maxEntries: 3 };

describe('checkZipArchive', () => {
  it('counts the inflated bytes of stored and deflated entries', async () => {
    const archive = buildZipArchive([
      { name: 'a.xml', data: 'x'.repeat(400) },
      { name: 'b.bin', data: 'y'.repeat(100), method: 'store' },
    ]);
    expect(await checkZipArchive(archive, limits)).toEqual({ ok: true, entryCount: 2, unpackedBytes: 500 });
  });

  it('accepts exactly the budget and refuses one byte more', async () => {
    expect(await checkZipArchive(buildZipArchive([{ name: 'a', data: 'x'.repeat(1000) }]), limits)).toMatchObject({ ok: true, unpackedBytes: 1000 });
    expect(
      await checkZipArchive(
        buildZipArchive([
          { name: 'a', data: 'x'.repeat(600) },
          { name: 'b', data: 'x'.repeat(401) },
        ]),
        limits,
      ),
    ).toEqual({
      ok: false,
      problem: 'too_large',
    });
  });

  it('measures what inflates, not what the headers declare', async () => {
    const lying = buildZipArchive([{ name: 'a', data: 'x'.repeat(5000), declaredUnpackedBytes: 10 }]);
    expect(await checkZipArchive(lying, limits)).toEqual({ ok: false, problem: 'too_large' });
  });

  it('refuses more entries than the limit before inflating any', async () => {
    const archive = buildZipArchive(Array.from({ length: 4 }, (_, index) => ({ name: String(index), data: '' })));
    expect(await checkZipArchive(archive, limits)).toEqual({ ok: false, problem: 'too_many_entries' });
  });

  it('tells bytes without an archive directory from a damaged archive', async () => {
    expect(await checkZipArchive(new TextEncoder().encode('plain text'), limits)).toEqual({ ok: false, problem: 'not_a_zip' });
    const archive = buildZipArchive([{ name: 'a.xml', data: 'x'.repeat(400) }]);
    // The directory survives; the entry's deflate stream does not.
    const damaged = archive.slice();
    damaged.fill(0xff, 31, 40);
    expect(await checkZipArchive(damaged, limits)).toEqual({ ok: false, problem: 'corrupt' });
    // The directory points past the end of a cut archive.
    const directoryOffsetAt = archive.byteLength - 6;
    const pointingOut = archive.slice();
    new DataView(pointingOut.buffer).setUint32(directoryOffsetAt, archive.byteLength + 100, true);
    expect(await checkZipArchive(pointingOut, limits)).toEqual({ ok: false, problem: 'corrupt' });
  });

  it('refuses encrypted entries, methods other than store and deflate, and ZIP64 archives as unsupported', async () => {
    const archive = buildZipArchive([{ name: 'a', data: 'x' }]);
    const directoryStart = new DataView(archive.buffer).getUint32(archive.byteLength - 6, true);
    const encrypted = archive.slice();
    new DataView(encrypted.buffer).setUint16(directoryStart + 8, 0x0801, true);
    expect(await checkZipArchive(encrypted, limits)).toEqual({ ok: false, problem: 'unsupported' });
    const bzip2 = archive.slice();
    new DataView(bzip2.buffer).setUint16(directoryStart + 10, 12, true);
    expect(await checkZipArchive(bzip2, limits)).toEqual({ ok: false, problem: 'unsupported' });
    const zip64 = archive.slice();
    new DataView(zip64.buffer).setUint32(archive.byteLength - 6, 0xffffffff, true);
    expect(await checkZipArchive(zip64, limits)).toEqual({ ok: false, problem: 'unsupported' });
  });

  it('refuses an XML part that nests deeper than maxXmlDepth, and measures only XML parts', async () => {
    const deep = `${'<a>'.repeat(50)}${'</a>'.repeat(50)}`;
    const depthLimits = { maxUnpackedBytes: 10_000, maxEntries: 3, maxXmlDepth: 40 };
    expect(await checkZipArchive(buildZipArchive([{ name: 'word/document.xml', data: deep }]), depthLimits)).toEqual({ ok: false, problem: 'too_deep' });
    expect(await checkZipArchive(buildZipArchive([{ name: 'word/_rels/document.xml.rels', data: deep, method: 'store' }]), depthLimits)).toEqual({
      ok: false,
      problem: 'too_deep',
    });
    expect(await checkZipArchive(buildZipArchive([{ name: 'word/media/image1.bin', data: deep }]), depthLimits)).toMatchObject({ ok: true });
    expect(await checkZipArchive(buildZipArchive([{ name: 'word/document.xml', data: deep }]), { ...depthLimits, maxXmlDepth: 50 })).toMatchObject({
      ok: true,
    });
  });
});
