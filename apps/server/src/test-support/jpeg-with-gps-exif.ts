import { createCanvas } from '@napi-rs/canvas';

/** A real baseline JPEG (JFIF) of a colour gradient, as a camera-less encoder writes it. */
export function plainJpeg(widthPx: number, heightPx: number): Buffer {
  const canvas = createCanvas(widthPx, heightPx);
  const context = canvas.getContext('2d');
  const gradient = context.createLinearGradient(0, 0, widthPx, heightPx);
  gradient.addColorStop(0, '#6d5ae6');
  gradient.addColorStop(1, '#f5c542');
  context.fillStyle = gradient;
  context.fillRect(0, 0, widthPx, heightPx);
  return canvas.toBuffer('image/jpeg', 90);
}

/** What a phone writes that must not leave the server: its make, where the photo was taken, a thumbnail. */
export const CAMERA_MAKE = 'SpyPhone X';
const gpsLatitudeDegrees = 48;

interface IfdEntry {
  tag: number;
  type: number;
  count: number;
  /** Inline when 4 bytes or fewer, else written after the IFD. */
  value: Buffer;
}

/** Little-endian IFD at `offset`: entries, next-IFD offset, then the out-of-line values. */
function ifd(entries: IfdEntry[], offset: number, nextIfdOffset: number): Buffer {
  const tableBytes = 2 + entries.length * 12 + 4;
  const table = Buffer.alloc(tableBytes);
  const extra: Buffer[] = [];
  let extraOffset = offset + tableBytes;
  table.writeUInt16LE(entries.length, 0);
  entries.forEach((entry, index) => {
    const at = 2 + index * 12;
    table.writeUInt16LE(entry.tag, at);
    table.writeUInt16LE(entry.type, at + 2);
    table.writeUInt32LE(entry.count, at + 4);
    if (entry.value.length <= 4) {
      entry.value.copy(table, at + 8);
    } else {
      table.writeUInt32LE(extraOffset, at + 8);
      extra.push(entry.value);
      extraOffset += entry.value.length;
    }
  });
  table.writeUInt32LE(nextIfdOffset, tableBytes - 4);
  return Buffer.concat([table, ...extra]);
}

const short = (value: number) => Buffer.from([value & 0xff, value >> 8]);
const long = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value);
  return buffer;
};
const rationals = (...pairs: [number, number][]) => Buffer.concat(pairs.flatMap(([numerator, denominator]) => [long(numerator), long(denominator)]));

/**
 * An APP1 EXIF segment as phones write it: IFD0 (make, orientation, a
 * pointer to the GPS IFD), the GPS IFD (48°51'29.6" N, 2°17'40.2" E), and
 * IFD1 carrying a JPEG thumbnail.
 */
export function gpsExifSegment(orientation: number, thumbnail: Buffer): Buffer {
  const make = Buffer.from(`${CAMERA_MAKE}\0`, 'latin1');
  const ifd0Offset = 8;
  const ifd0Size = (entries: number, extraBytes: number) => 2 + entries * 12 + 4 + extraBytes;
  const gpsOffset = ifd0Offset + ifd0Size(3, make.length);
  const gpsEntries: IfdEntry[] = [
    { tag: 0x0001, type: 2, count: 2, value: Buffer.from('N\0', 'latin1') },
    { tag: 0x0002, type: 5, count: 3, value: rationals([gpsLatitudeDegrees, 1], [51, 1], [296, 10]) },
    { tag: 0x0003, type: 2, count: 2, value: Buffer.from('E\0', 'latin1') },
    { tag: 0x0004, type: 5, count: 3, value: rationals([2, 1], [17, 1], [402, 10]) },
  ];
  const ifd1Offset = gpsOffset + ifd0Size(gpsEntries.length, 48);
  const thumbnailOffset = ifd1Offset + ifd0Size(2, 0);
  const ifd0 = ifd(
    [
      { tag: 0x010f, type: 2, count: make.length, value: make },
      { tag: 0x0112, type: 3, count: 1, value: short(orientation) },
      { tag: 0x8825, type: 4, count: 1, value: long(gpsOffset) },
    ],
    ifd0Offset,
    ifd1Offset,
  );
  const gps = ifd(gpsEntries, gpsOffset, 0);
  const ifd1 = ifd(
    [
      { tag: 0x0201, type: 4, count: 1, value: long(thumbnailOffset) },
      { tag: 0x0202, type: 4, count: 1, value: long(thumbnail.length) },
    ],
    ifd1Offset,
    0,
  );
  const tiff = Buffer.concat([Buffer.from('II*\0', 'latin1'), long(ifd0Offset), ifd0, gps, ifd1, thumbnail]);
  if (ifd0.length + 8 !== gpsOffset || 8 + ifd0.length + gps.length !== ifd1Offset) throw new Error('EXIF layout arithmetic is off');
  return jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
}

/** Bytes a polyglot hides after the end-of-image marker. */
export const TRAILING_PAYLOAD = Buffer.from('<?php system($_GET["c"]); ?>', 'latin1');

/**
 * A phone photo of `plainJpeg(96, 64)`: its JFIF header, then EXIF with GPS
 * and a thumbnail, XMP, a comment, a multi-picture block, the encoder's own
 * segments and scan, and a payload after the end.
 */
export function phonePhotoJpeg(orientation: number): Buffer {
  const photo = plainJpeg(96, 64);
  if (photo[3] !== 0xe0) throw new Error('the encoder no longer writes JFIF first');
  const jfifEnd = 4 + photo.readUInt16BE(4);
  return Buffer.concat([
    photo.subarray(0, jfifEnd),
    gpsExifSegment(orientation, plainJpeg(16, 12)),
    jpegSegment(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>48,51.49N</exif:GPSLatitude></x:xmpmeta>', 'latin1')),
    jpegSegment(0xfe, Buffer.from('shot at 12 Rue Example', 'latin1')),
    jpegSegment(0xe2, Buffer.concat([Buffer.from('MPF\0', 'latin1'), Buffer.alloc(32, 7)])),
    photo.subarray(jfifEnd),
    TRAILING_PAYLOAD,
  ]);
}

export function jpegSegment(marker: number, body: Buffer): Buffer {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

interface JpegSegment {
  marker: number;
  body: Buffer;
}

/** The marker segments up to the first scan, and the bytes after the end-of-image marker, parsed independently of the code under test. */
export function readJpegSegments(jpeg: Buffer): { segments: JpegSegment[]; trailingBytes: number } {
  if (jpeg.readUInt16BE(0) !== 0xffd8) throw new Error('not a JPEG');
  const segments: JpegSegment[] = [];
  let offset = 2;
  while (jpeg[offset] === 0xff && jpeg[offset + 1] !== 0xda) {
    const length = jpeg.readUInt16BE(offset + 2);
    segments.push({ marker: jpeg[offset + 1]!, body: jpeg.subarray(offset + 4, offset + 2 + length) });
    offset += 2 + length;
  }
  const end = jpeg.lastIndexOf(Buffer.from([0xff, 0xd9]));
  return { segments, trailingBytes: jpeg.length - end - 2 };
}
