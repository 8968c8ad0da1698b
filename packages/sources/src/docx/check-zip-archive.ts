import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { measureXmlDepth } from './measure-xml-depth.ts';

const inflateRawAsync = promisify(inflateRaw);

export interface ZipArchiveLimits {
  /** Bytes of all entries together once inflated. */
  maxUnpackedBytes: number;
  maxEntries: number;
  /** How deep the elements of each XML part (`.xml`, `.rels`) may nest; unchecked when absent. */
  maxXmlDepth?: number;
}

export type ZipArchiveCheck =
  | { ok: true; entryCount: number; unpackedBytes: number }
  | { ok: false; problem: 'not_a_zip' | 'corrupt' | 'unsupported' | 'too_many_entries' | 'too_large' | 'too_deep' };

const endOfCentralDirectorySignature = 0x06054b50;
const centralDirectoryEntrySignature = 0x02014b50;
const localFileHeaderSignature = 0x04034b50;
const endOfCentralDirectoryBytes = 22;
const centralDirectoryEntryBytes = 46;
const localFileHeaderBytes = 30;
const maxCommentBytes = 0xffff;

/**
 * Reads a ZIP archive's directory and inflates every entry, counting the
 * bytes, before a ZIP library is let near it. The declared sizes of a zip bomb
 * lie, so only inflating tells: each entry is inflated (on the libuv pool)
 * with a cap on its output, the bytes left of the budget, and then dropped,
 * so memory stays below one entry's share of `maxUnpackedBytes`. Each XML part is measured for
 * its nesting on the way (`maxXmlDepth`), before any XML parser sees it. ZIP64 archives and encrypted
 * entries are refused as unsupported: Office never writes them for a document
 * within these limits.
 */
export async function checkZipArchive(bytes: Uint8Array, limits: ZipArchiveLimits): Promise<ZipArchiveCheck> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const endOffset = findEndOfCentralDirectory(view);
  if (endOffset === null) return { ok: false, problem: 'not_a_zip' };
  const entryCount = view.getUint16(endOffset + 10, true);
  const directoryOffset = view.getUint32(endOffset + 16, true);
  if (entryCount === 0xffff || directoryOffset === 0xffffffff) return { ok: false, problem: 'unsupported' };
  if (entryCount > limits.maxEntries) return { ok: false, problem: 'too_many_entries' };

  let unpackedBytes = 0;
  let offset = directoryOffset;
  for (let index = 0; index < entryCount; index++) {
    if (offset + centralDirectoryEntryBytes > bytes.byteLength || view.getUint32(offset, true) !== centralDirectoryEntrySignature) {
      return { ok: false, problem: 'corrupt' };
    }
    const flags = view.getUint16(offset + 8, true);
    const method = view.getUint16(offset + 10, true);
    const packedBytes = view.getUint32(offset + 20, true);
    const nameBytes = view.getUint16(offset + 28, true);
    const extraBytes = view.getUint16(offset + 30, true);
    const commentBytes = view.getUint16(offset + 32, true);
    const localHeaderOffset = view.getUint32(offset + 42, true);
    const nameStart = offset + centralDirectoryEntryBytes;
    const name = Buffer.from(bytes.buffer, bytes.byteOffset + nameStart, Math.max(0, Math.min(nameBytes, bytes.byteLength - nameStart))).toString('utf8');
    offset += centralDirectoryEntryBytes + nameBytes + extraBytes + commentBytes;

    if ((flags & 0x1) !== 0 || packedBytes === 0xffffffff || localHeaderOffset === 0xffffffff) return { ok: false, problem: 'unsupported' };
    const data = readEntryData(view, localHeaderOffset, packedBytes);
    if (data === null) return { ok: false, problem: 'corrupt' };
    const budgetBytes = limits.maxUnpackedBytes - unpackedBytes;
    const entry = await inflateEntry(data, method, budgetBytes);
    if (entry === 'unsupported' || entry === 'corrupt') return { ok: false, problem: entry };
    if (entry === 'too_large' || entry.byteLength > budgetBytes) return { ok: false, problem: 'too_large' };
    if (limits.maxXmlDepth !== undefined && /\.(?:xml|rels)$/iu.test(name)) {
      if (measureXmlDepth(Buffer.from(entry.buffer, entry.byteOffset, entry.byteLength).toString('utf8'), limits.maxXmlDepth) > limits.maxXmlDepth) {
        return { ok: false, problem: 'too_deep' };
      }
    }
    unpackedBytes += entry.byteLength;
  }
  return { ok: true, entryCount, unpackedBytes };
}

function findEndOfCentralDirectory(view: DataView): number | null {
  const lowest = Math.max(0, view.byteLength - endOfCentralDirectoryBytes - maxCommentBytes);
  for (let offset = view.byteLength - endOfCentralDirectoryBytes; offset >= lowest; offset--) {
    if (view.getUint32(offset, true) === endOfCentralDirectorySignature) return offset;
  }
  return null;
}

/** The entry's packed bytes, found through its local header as ZIP readers do. */
function readEntryData(view: DataView, localHeaderOffset: number, packedBytes: number): Uint8Array | null {
  if (localHeaderOffset + localFileHeaderBytes > view.byteLength || view.getUint32(localHeaderOffset, true) !== localFileHeaderSignature) return null;
  const dataStart = localHeaderOffset + localFileHeaderBytes + view.getUint16(localHeaderOffset + 26, true) + view.getUint16(localHeaderOffset + 28, true);
  if (dataStart + packedBytes > view.byteLength) return null;
  return new Uint8Array(view.buffer, view.byteOffset + dataStart, packedBytes);
}

/** The entry's bytes as stored or inflated, dropped by the caller once measured. */
async function inflateEntry(data: Uint8Array, method: number, budgetBytes: number): Promise<Uint8Array | 'too_large' | 'corrupt' | 'unsupported'> {
  if (method === 0) return data;
  if (method !== 8) return 'unsupported';
  try {
    // One byte over the budget tells "too large" from "exactly the budget".
    return await inflateRawAsync(data, { maxOutputLength: Math.max(1, budgetBytes + 1) });
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too_large' : 'corrupt';
  }
}
