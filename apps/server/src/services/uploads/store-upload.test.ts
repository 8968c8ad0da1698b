import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMERA_MAKE, TRAILING_PAYLOAD, phonePhotoJpeg, readJpegSegments } from '../../test-support/jpeg-with-gps-exif.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

const eicar = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-', 'TEST-FILE!$H+H*'].join('');
const gpsInfoTag = Buffer.from([0x25, 0x88]);

describe('uploads through storeUpload: what is kept', () => {
  let product: TestProduct;
  let token: string;
  beforeAll(async () => {
    product = await startTestProduct();
    token = await product.createGuestToken();
  });
  afterAll(() => product.cleanup());

  it('stores a phone JPEG without its GPS, camera, thumbnail or trailing payload; the orientation stays', async () => {
    const photo = phonePhotoJpeg(8);
    expect(photo.includes(gpsInfoTag)).toBe(true);
    const response = await product.uploadFile(token, { bytes: photo, name: 'holiday.jpg', purpose: 'talking_photo' });
    expect(response.json()).toMatchObject({ code: 0, data: { file_type: 'jpg' } });
    const { key, size } = response.json().data as { key: string; size: number };
    const stored = await readFile(path.join(product.dataDir, 'files', key));
    expect(size).toBe(stored.length);
    expect(stored.length).toBeLessThan(photo.length);
    for (const secret of [gpsInfoTag, Buffer.from(CAMERA_MAKE), TRAILING_PAYLOAD]) expect(stored.includes(secret)).toBe(false);
    const exif = readJpegSegments(stored).segments.filter((segment) => segment.marker === 0xe1);
    expect(exif).toHaveLength(1);
    // The one tag left: orientation (0x0112) = 8.
    expect(exif[0]!.body.subarray(6).toString('hex')).toBe('4d4d002a00000008000101120003000000010008000000000000');
  });

  it('refuses a .txt script with EICAR after its first megabyte (41500) and stores nothing', async () => {
    const filesBefore = await product.runtime.database.db.selectFrom('files').select('id').execute();
    const text = `${'Chapter one. It was a bright cold day in April.\n'.repeat(Math.ceil((1024 * 1024) / 48))}${eicar}\nThe end.\n`;
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024 * 1024);
    const response = await product.uploadFile(token, { bytes: Buffer.from(text), name: 'script.txt', purpose: 'podcast_script' });
    expect(response.json()).toEqual({ code: 41500, msg: 'Unsupported file types!', data: null });
    const clean = await product.uploadFile(token, {
      bytes: Buffer.from(text.replace(eicar, 'no signature here')),
      name: 'script.txt',
      purpose: 'podcast_script',
    });
    expect(clean.json()).toMatchObject({ code: 0, data: { file_type: 'txt' } });
    const filesAfter = await product.runtime.database.db.selectFrom('files').select('id').execute();
    expect(filesAfter.length).toBe(filesBefore.length + 1);
  });
});
