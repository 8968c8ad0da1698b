import { inflateRawSync } from 'node:zlib';
import { SheetError } from './sheet-error.ts';

/** One file inside a ZIP, as its central directory declares it. */
export interface ZipDirectoryEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  isEncrypted: boolean;
  compressedBytes: number;
  /** What the directory says the entry unpacks to: checked against the limits before anything is inflated. */
  uncompressedBytes: number;
  localHeaderOffset: number;
}

const damaged = (why: string) => new SheetError('damaged_xlsx', `The XLSX file is damaged (${why}): save it again and upload it`);

/**
 * Reads a ZIP's central directory without inflating anything, so the sizes
 * it declares can be checked first (a few kilobytes can declare gigabytes).
 */
export function readZipDirectory(bytes: Uint8Array): ZipDirectoryEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is 22 bytes plus a comment of at most 65,535.
  let endAt = -1;
  for (let offset = bytes.length - 22; offset >= Math.max(0, bytes.length - 22 - 0xffff); offset -= 1) {
    if (view.getUint32(offset, true) === 0x06054b50) {
      endAt = offset;
      break;
    }
  }
  if (endAt === -1) throw damaged('no ZIP directory');
  const entryCount = view.getUint16(endAt + 10, true);
  let offset = view.getUint32(endAt + 16, true);
  const decoder = new TextDecoder();
  const entries: ZipDirectoryEntry[] = [];
  for (let index = 0; index < entryCount; index += 1) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) throw damaged('a broken ZIP directory');
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    entries.push({
      name: decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
      method: view.getUint16(offset + 10, true),
      isEncrypted: (view.getUint16(offset + 8, true) & 1) === 1,
      compressedBytes: view.getUint32(offset + 20, true),
      uncompressedBytes: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Unpacks one entry whose declared size the caller has accepted. The inflater
 * stops at that size, so an entry that declares little and holds a lot is
 * refused after `uncompressedBytes`, not after gigabytes.
 */
export function unpackZipEntry(bytes: Uint8Array, entry: ZipDirectoryEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerAt = entry.localHeaderOffset;
  if (headerAt + 30 > bytes.length || view.getUint32(headerAt, true) !== 0x04034b50) throw damaged(`a broken entry ${entry.name}`);
  const dataAt = headerAt + 30 + view.getUint16(headerAt + 26, true) + view.getUint16(headerAt + 28, true);
  if (dataAt + entry.compressedBytes > bytes.length) throw damaged(`entry ${entry.name} is cut short`);
  const data = bytes.subarray(dataAt, dataAt + entry.compressedBytes);
  if (entry.method === 0) {
    if (entry.compressedBytes !== entry.uncompressedBytes) throw damaged(`entry ${entry.name} has the wrong size`);
    return data;
  }
  if (entry.method !== 8) throw damaged(`entry ${entry.name} is packed in a way Talkreel does not read`);
  let unpacked: Uint8Array;
  try {
    unpacked = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedBytes) });
  } catch {
    throw damaged(`entry ${entry.name} does not unpack to the size it declares`);
  }
  if (unpacked.length !== entry.uncompressedBytes) throw damaged(`entry ${entry.name} does not unpack to the size it declares`);
  return unpacked;
}
