const exifHeader = Buffer.from('Exif\0\0', 'latin1');
const iccHeader = Buffer.from('ICC_PROFILE\0', 'latin1');
const jfifHeader = Buffer.from('JFIF\0', 'latin1');
const adobeHeader = Buffer.from('Adobe', 'latin1');
/** TIFF tag 0x0112: how the stored pixels must be rotated or flipped for display (1 = as stored). */
const orientationTag = 0x0112;

/**
 * Rewrites a JPEG keeping only what decodes the picture: the tables, frame
 * and scans, the JFIF header without its thumbnail, ICC colour profiles and
 * Adobe's colour-transform flag. Everything else goes: EXIF (camera, GPS,
 * embedded thumbnails), XMP, IPTC, comments, other APPn blocks such as
 * multi-picture indexes, and any bytes after the end-of-image marker.
 *
 * Orientation is kept, not applied: re-encoding would cost quality, so when
 * the EXIF orientation says the photo is turned, a minimal EXIF block with
 * that one tag replaces the original, and viewers (browsers, ffmpeg) show it
 * upright as before. Returns undefined when the structure is broken.
 */
export function stripJpegMetadata(bytes: Buffer): Buffer | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  let offset = 2;
  while (offset + 2 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    // Any number of 0xFF fill bytes may precede a marker.
    while (bytes[offset + 1] === 0xff) offset += 1;
    const marker = bytes[offset + 1];
    if (marker === undefined) return undefined;
    if (marker === 0xd9) {
      parts.push(bytes.subarray(offset, offset + 2));
      return Buffer.concat(parts);
    }
    if (offset + 4 > bytes.length) return undefined;
    const end = offset + 2 + bytes.readUInt16BE(offset + 2);
    if (end > bytes.length || end < offset + 4) return undefined;
    const body = bytes.subarray(offset + 4, end);
    if (marker === 0xda) {
      // Start of scan: the header, then entropy-coded data up to the next marker that is not a restart or a stuffed 0xFF.
      const scanEnd = findScanEnd(bytes, end);
      if (scanEnd === undefined) return undefined;
      parts.push(bytes.subarray(offset, scanEnd));
      offset = scanEnd;
      continue;
    }
    const kept = keptSegment(marker, body);
    if (kept) parts.push(kept === body ? bytes.subarray(offset, end) : segment(marker, kept));
    offset = end;
  }
  return undefined;
}

function findScanEnd(bytes: Buffer, start: number): number | undefined {
  for (let index = bytes.indexOf(0xff, start); index !== -1 && index + 1 < bytes.length; index = bytes.indexOf(0xff, index + 1)) {
    const next = bytes[index + 1]!;
    if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) continue;
    return index;
  }
  return undefined;
}

/** The body to keep for an APPn/COM segment (possibly rewritten), or undefined to drop it. Other markers are structure and stay. */
function keptSegment(marker: number, body: Buffer): Buffer | undefined {
  if (marker === 0xfe) return undefined; // COM
  if (marker < 0xe0 || marker > 0xef) return body;
  if (marker === 0xe0) return startsWith(body, jfifHeader) ? jfifWithoutThumbnail(body) : undefined; // JFXX thumbnails go
  if (marker === 0xe1) return startsWith(body, exifHeader) ? orientationOnlyExif(body) : undefined; // XMP goes
  if (marker === 0xe2) return startsWith(body, iccHeader) ? body : undefined; // FlashPix, MPF go
  if (marker === 0xee) return startsWith(body, adobeHeader) ? body : undefined;
  return undefined;
}

function startsWith(body: Buffer, header: Buffer): boolean {
  return body.length >= header.length && body.subarray(0, header.length).equals(header);
}

/** JFIF 'JFIF\0', version, units, densities, then thumbnail width and height (set to 0, its pixels dropped). */
function jfifWithoutThumbnail(body: Buffer): Buffer | undefined {
  if (body.length < 14) return undefined;
  const header = Buffer.from(body.subarray(0, 14));
  header[12] = 0;
  header[13] = 0;
  return header;
}

/** A fresh EXIF block holding only the orientation, when the original says the picture is turned; otherwise none. */
function orientationOnlyExif(body: Buffer): Buffer | undefined {
  const orientation = readOrientation(body.subarray(exifHeader.length));
  if (orientation === undefined || orientation === 1) return undefined;
  // Big-endian TIFF header, IFD0 at offset 8 with one SHORT entry, no next IFD.
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(orientationTag, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22);
  return Buffer.concat([exifHeader, tiff]);
}

function readOrientation(tiff: Buffer): number | undefined {
  if (tiff.length < 8) return undefined;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  const read16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const read32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = read32(4);
  if (ifd + 2 > tiff.length) return undefined;
  const count = read16(ifd);
  for (let entry = 0; entry < count; entry += 1) {
    const at = ifd + 2 + entry * 12;
    if (at + 12 > tiff.length) return undefined;
    if (read16(at) !== orientationTag || read16(at + 2) !== 3) continue;
    const value = read16(at + 8);
    return value >= 1 && value <= 8 ? value : undefined;
  }
  return undefined;
}

function segment(marker: number, body: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header[0] = 0xff;
  header[1] = marker;
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}
