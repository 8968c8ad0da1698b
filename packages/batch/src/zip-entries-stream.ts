import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

/** One file of the ZIP; it is opened only when its turn comes, so one file is read at a time. */
export interface ZipStreamEntry {
  /** The path inside the ZIP, `/`-separated, e.g. `row-014.mp4`. */
  name: string;
  /** The size if known: a file that would take the ZIP past 4 GB is then refused before it is read. */
  size?: number;
  /** Written as the file's date (UTC, 2-second steps); now when absent. */
  modifiedAt?: Date;
  open(): Promise<AsyncIterable<Uint8Array | string>>;
}

/** ZIP without ZIP64 counts bytes and offsets in 32 bits and entries in 16. */
const maxZipBytes = 0xffffffff;
const maxZipEntries = 0xffff;
const tooLargeMessage = 'The ZIP would be larger than 4 GB, the most a ZIP of this kind holds: download the videos in smaller groups';
/** General purpose flags: bit 3, sizes and CRC follow the data; bit 11, the name is UTF-8. */
const flags = 0x0808;
/** Version 2.0: stored entries with data descriptors. Made by Unix (3), so the permissions below are read. */
const versionNeeded = 20;
const versionMadeBy = (3 << 8) | versionNeeded;
/** A regular file, rw-r--r--, in the high half of the external attributes. */
const unixFileAttributes = (0o100644 << 16) >>> 0;

interface WrittenEntry {
  name: Buffer;
  crc: number;
  bytes: number;
  dosTime: number;
  dosDate: number;
  offset: number;
}

function dosDateTime(date: Date): { dosTime: number; dosDate: number } {
  const year = Math.min(Math.max(date.getUTCFullYear(), 1980), 2107);
  return {
    dosTime: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    dosDate: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

/** A name that unpacks inside the folder it is unpacked in (no `..`, no absolute path, no backslash). */
function checkEntryName(name: string, seen: Set<string>): void {
  const segments = name.split('/');
  if (name === '' || name.startsWith('/') || name.includes('\\') || segments.some((segment) => segment === '..' || segment === '')) {
    throw new Error(`A ZIP entry may not be called "${name}"`);
  }
  if (seen.has(name)) throw new Error(`Two ZIP entries are called "${name}"`);
  seen.add(name);
}

function localHeader(entry: WrittenEntry): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(versionNeeded, 4);
  header.writeUInt16LE(flags, 6);
  header.writeUInt16LE(0, 8); // stored: MP4s do not compress
  header.writeUInt16LE(entry.dosTime, 10);
  header.writeUInt16LE(entry.dosDate, 12);
  // CRC and sizes (offsets 14 to 25) stay 0: the data descriptor carries them.
  header.writeUInt16LE(entry.name.length, 26);
  return Buffer.concat([header, entry.name]);
}

function dataDescriptor(entry: WrittenEntry): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.bytes, 8);
  descriptor.writeUInt32LE(entry.bytes, 12);
  return descriptor;
}

function centralDirectoryHeader(entry: WrittenEntry): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(versionMadeBy, 4);
  header.writeUInt16LE(versionNeeded, 6);
  header.writeUInt16LE(flags, 8);
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(entry.dosTime, 12);
  header.writeUInt16LE(entry.dosDate, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.bytes, 20);
  header.writeUInt32LE(entry.bytes, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt32LE(unixFileAttributes, 38);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfCentralDirectory(entryCount: number, directoryBytes: number, directoryOffset: number): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(0x06054b50, 0);
  record.writeUInt16LE(entryCount, 8);
  record.writeUInt16LE(entryCount, 10);
  record.writeUInt32LE(directoryBytes, 12);
  record.writeUInt32LE(directoryOffset, 16);
  return record;
}

async function* zipChunks(entries: AsyncIterable<ZipStreamEntry> | Iterable<ZipStreamEntry>): AsyncGenerator<Buffer> {
  const written: WrittenEntry[] = [];
  const seen = new Set<string>();
  let offset = 0;
  for await (const entry of entries) {
    checkEntryName(entry.name, seen);
    if (written.length === maxZipEntries) throw new Error(`A ZIP of this kind holds at most ${maxZipEntries} files`);
    const name = Buffer.from(entry.name, 'utf8');
    const current: WrittenEntry = { name, crc: 0, bytes: 0, offset, ...dosDateTime(entry.modifiedAt ?? new Date()) };
    const overhead = 30 + name.length + 16 + 46 + name.length + 22;
    if (offset + overhead + (entry.size ?? 0) > maxZipBytes) throw new Error(tooLargeMessage);
    const header = localHeader(current);
    yield header;
    offset += header.length;
    for await (const chunk of await entry.open()) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      current.crc = crc32(bytes, current.crc);
      current.bytes += bytes.length;
      offset += bytes.length;
      if (offset + overhead > maxZipBytes) throw new Error(tooLargeMessage);
      yield bytes;
    }
    const descriptor = dataDescriptor(current);
    yield descriptor;
    offset += descriptor.length;
    written.push(current);
  }
  const directoryOffset = offset;
  let directoryBytes = 0;
  for (const entry of written) {
    const header = centralDirectoryHeader(entry);
    directoryBytes += header.length;
    yield header;
  }
  yield endOfCentralDirectory(written.length, directoryBytes, directoryOffset);
}

/**
 * A ZIP of the entries, written while it is read: each file is stored (not
 * compressed) as its chunks arrive, its CRC-32 computed on the way and written
 * after it in a data descriptor, so memory holds one chunk, never a file. The
 * stream pulls the next chunk only when its reader wants more. It fails (and
 * stops reading) when the ZIP would pass 4 GB, where ZIP64 would be needed.
 */
export function zipEntriesStream(entries: AsyncIterable<ZipStreamEntry> | Iterable<ZipStreamEntry>): Readable {
  return Readable.from(zipChunks(entries), { objectMode: false });
}
