import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { CAMERA_MAKE, TRAILING_PAYLOAD, jpegSegment, phonePhotoJpeg, plainJpeg, readJpegSegments } from '../../test-support/jpeg-with-gps-exif.ts';
import { stripJpegMetadata } from './strip-jpeg-metadata.ts';

const gpsInfoTag = Buffer.from([0x25, 0x88]);

describe('stripJpegMetadata', () => {
  it('drops GPS, camera make, thumbnail, XMP, comments, MPF and trailing bytes, keeping the orientation and the pixels', async () => {
    const input = phonePhotoJpeg(6);
    const before = readJpegSegments(input);
    expect(before.segments.filter((segment) => segment.marker === 0xe1)).toHaveLength(2);
    expect(input.includes(gpsInfoTag)).toBe(true);
    expect(input.includes(Buffer.from(CAMERA_MAKE))).toBe(true);

    const output = stripJpegMetadata(input)!;
    const after = readJpegSegments(output);
    const app1 = after.segments.filter((segment) => segment.marker === 0xe1);
    expect(app1).toHaveLength(1);
    // Exif\0\0, MM, 42, IFD0 at 8, one entry: 0x0112 SHORT x1 = 6, no next IFD.
    expect(app1[0]!.body.toString('hex')).toBe(`${Buffer.from('Exif\0\0').toString('hex')}4d4d002a00000008000101120003000000010006000000000000`);
    // JFIF, the orientation-only EXIF, and the encoder's ICC profile; no comment, no MPF.
    const kept = after.segments.filter((segment) => segment.marker >= 0xe0);
    expect(kept.map((segment) => [segment.marker, segment.body.subarray(0, 4).toString('latin1')])).toEqual([
      [0xe0, 'JFIF'],
      [0xe1, 'Exif'],
      [0xe2, 'ICC_'],
    ]);
    expect(after.trailingBytes).toBe(0);
    for (const secret of [gpsInfoTag, Buffer.from(CAMERA_MAKE), Buffer.from('xmpmeta'), Buffer.from('Rue Example'), Buffer.from('MPF'), TRAILING_PAYLOAD]) {
      expect(output.includes(secret)).toBe(false);
    }
    // One start-of-image: the embedded thumbnail is gone.
    expect(output.indexOf(Buffer.from([0xff, 0xd8]), 2)).toBe(-1);
    // Every byte that draws the picture is the encoder's own, and decoders still turn it upright (orientation 6: 96x64 shown as 64x96).
    const photo = plainJpeg(96, 64);
    const jfifEnd = 4 + photo.readUInt16BE(4);
    expect(output.equals(Buffer.concat([photo.subarray(0, jfifEnd), jpegSegment(0xe1, app1[0]!.body), photo.subarray(jfifEnd)]))).toBe(true);
    const shown = await loadImage(output);
    expect([shown.width, shown.height]).toEqual([64, 96]);
  });

  it('keeps no EXIF at all when the photo is upright', () => {
    const output = stripJpegMetadata(phonePhotoJpeg(1))!;
    expect(readJpegSegments(output).segments.some((segment) => segment.marker === 0xe1)).toBe(false);
  });

  it('drops the JFIF thumbnail but keeps the header', () => {
    const photo = plainJpeg(32, 32);
    const jfif = readJpegSegments(photo).segments[0]!.body;
    const thumbnailPixels = Buffer.alloc(2 * 2 * 3, 0xab);
    const jfifWithThumbnail = Buffer.concat([jfif.subarray(0, 12), Buffer.from([2, 2]), thumbnailPixels]);
    const input = Buffer.concat([photo.subarray(0, 2), jpegSegment(0xe0, jfifWithThumbnail), photo.subarray(4 + photo.readUInt16BE(4))]);
    const output = stripJpegMetadata(input)!;
    const kept = readJpegSegments(output).segments[0]!;
    expect(kept.marker).toBe(0xe0);
    expect(kept.body).toEqual(Buffer.concat([jfif.subarray(0, 12), Buffer.from([0, 0])]));
  });

  it('refuses broken structure', () => {
    const photo = plainJpeg(16, 16);
    expect(stripJpegMetadata(photo.subarray(0, 40))).toBeUndefined();
    expect(stripJpegMetadata(Buffer.concat([photo.subarray(0, 2), Buffer.from([0xff, 0xe1, 0xff, 0xff, 1, 2])]))).toBeUndefined();
    expect(stripJpegMetadata(Buffer.from('not a jpeg at all'))).toBeUndefined();
  });

  it('passes a plain encoder JPEG through byte for byte', () => {
    const photo = plainJpeg(40, 30);
    expect(stripJpegMetadata(photo)!.equals(photo)).toBe(true);
  });
});
