import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { pngWithoutMetadata } from '../../test-support/png-without-metadata.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../../../../shared/corpora/file-type-fixtures/fixture');

describe('POST /api/common/upload', () => {
  let product: TestProduct;
  let token: string;
  beforeAll(async () => {
    product = await startTestProduct();
    token = await product.createGuestToken();
  });
  afterAll(() => product.cleanup());

  it('stores a real PNG byte for byte and serves it back by its full_path', async () => {
    const png = pngWithoutMetadata(64, 48);
    const response = await product.uploadFile(token, { bytes: png, name: 'photo.png' });
    expect(response.statusCode).toBe(200);
    const { code, data } = response.json();
    expect(code).toBe(0);
    expect(data).toMatchObject({ file_name: 'photo.png', file_type: 'png', size: png.length });
    expect(data.key).toMatch(/^uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    expect(data.full_path).toMatch(/^\/files\/uploads\/.+\?expires=\d+&signature=[0-9a-f]{64}$/);
    const stored = await readFile(path.join(product.dataDir, 'files', data.key));
    expect(stored.equals(png)).toBe(true);
    const served = await product.app.inject({ method: 'GET', url: data.full_path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);
    const row = await product.runtime.database.db.selectFrom('files').selectAll().where('storage_key', '=', data.key).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'png', purpose: 'generic', size_bytes: png.length, original_name: 'photo.png' });
  });

  it('refuses a Windows executable named .png with 41500', async () => {
    const exe = await readFile(path.join(fixtures, 'fixture.exe'));
    const response = await product.uploadFile(token, { bytes: exe, name: 'cute-cat.png' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 41500, msg: 'Unsupported file types!', data: null });
  });

  it('refuses 21 MB into the generic purpose with 41300 and leaves nothing behind', async () => {
    const big = Buffer.alloc(21 * 1024 * 1024, 0);
    pngWithoutMetadata(8, 8).copy(big);
    const response = await product.uploadFile(token, { bytes: big, name: 'huge.png' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 41300, msg: 'File must be under 20MB. Please upload a smaller file', data: null });
    expect(await readdir(path.join(product.dataDir, 'tmp'))).toEqual([]);
  });

  it('applies each purpose its own size limit and message', async () => {
    const photo = Buffer.alloc(6 * 1024 * 1024, 0);
    pngWithoutMetadata(8, 8).copy(photo);
    const response = await product.uploadFile(token, { bytes: photo, name: 'face.png', purpose: 'look_photo' });
    expect(response.json()).toEqual({ code: 41300, msg: 'Upload PNG, JPG file up to 5MB', data: null });
    const mp3 = await readFile(path.join(fixtures, 'fixture.mp3'));
    const asPhoto = await product.uploadFile(token, { bytes: mp3, name: 'song.mp3', purpose: 'talking_photo' });
    expect(asPhoto.json().code).toBe(41500);
    const asAudio = await product.uploadFile(token, { bytes: mp3, name: 'song.mp3', purpose: 'audio' });
    expect(asAudio.json()).toMatchObject({ code: 0, data: { file_type: 'mp3' } });
  });

  it('rejects an unknown purpose and a missing file with 40000', async () => {
    const unknown = await product.uploadFile(token, { bytes: pngWithoutMetadata(4, 4), name: 'a.png', purpose: 'everything' });
    expect(unknown.json()).toEqual({
      code: 40000,
      msg: 'The upload purpose must be one of: generic, audio, podcast_script, podcast_audio, talking_photo, look_photo, product_media, video_translation.',
      data: null,
    });
    const noFile = await product.app.inject({ method: 'POST', url: '/api/common/upload', headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect(noFile.json()).toEqual({ code: 40000, msg: 'Send the file as multipart/form-data in the field "file".', data: null });
  });

  it('answers broken multipart bodies with 40000 and stores nothing', async () => {
    const post = (contentType: string, payload: string | Buffer) =>
      product.app.inject({ method: 'POST', url: '/api/common/upload', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, payload });
    const filesBefore = await product.runtime.database.db.selectFrom('files').select('id').execute();
    const boundary = 'edge-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const cases = [
      post('multipart/form-data', 'no boundary at all'),
      post(`multipart/form-data; boundary=${boundary}`, 'garbage without any boundary line'),
      post(`multipart/form-data; boundary=${boundary}`, Buffer.concat([Buffer.from(head), pngWithoutMetadata(4, 4)])),
      post(
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nBroken header line without colon\r\n`,
      ),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ code: 40000, msg: expect.stringMatching(/^(The upload form could not be read|Choose a file to upload)/), data: null });
    }
    expect(await product.runtime.database.db.selectFrom('files').select('id').execute()).toEqual(filesBefore);
    expect(product.readLogs()).not.toMatch(/"level":50/);
  });

  it('answers a file part cut short after more than one parser chunk with 40000, not 500', async () => {
    const boundary = 'cut-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    // 200 KB: busboy hands the part out before the body ends, then fails it with "Part terminated early".
    const bytes = Buffer.alloc(200_000, 0);
    pngWithoutMetadata(8, 8).copy(bytes);
    const response = await product.app.inject({
      method: 'POST',
      url: '/api/common/upload',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), bytes]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 40000,
      msg: 'The upload form could not be read: it was cut short or malformed. Send the whole file again as multipart/form-data in the field "file".',
      data: null,
    });
    expect(await readdir(path.join(product.dataDir, 'tmp'))).toEqual([]);
    expect(product.readLogs()).not.toMatch(/"level":50/);
  });

  it('applies a use_to that comes after a file larger than one parser chunk', async () => {
    const wav = pcmWav(70_000);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(wav)]), 'voice.wav');
    form.append('use_to', 'audio');
    const response = await product.app.inject({ method: 'POST', url: '/api/common/upload', headers: { authorization: `Bearer ${token}` }, payload: form });
    expect(response.json()).toMatchObject({ code: 0, data: { file_type: 'wav', size: 70_000 } });
    const row = await product.runtime.database.db.selectFrom('files').selectAll().where('storage_key', '=', response.json().data.key).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'wav', purpose: 'audio' });
  });

  it('names the limit of a use_to that comes after an oversized file and keeps nothing', async () => {
    const photo = Buffer.alloc(6 * 1024 * 1024, 0);
    pngWithoutMetadata(8, 8).copy(photo);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)]), 'face.png');
    form.append('use_to', 'look_photo');
    const response = await product.app.inject({ method: 'POST', url: '/api/common/upload', headers: { authorization: `Bearer ${token}` }, payload: form });
    expect(response.json()).toEqual({ code: 41300, msg: 'Upload PNG, JPG file up to 5MB', data: null });
    expect(await readdir(path.join(product.dataDir, 'tmp'))).toEqual([]);
  });

  it('requires a session', async () => {
    const response = await product.uploadFile('bogus', { bytes: pngWithoutMetadata(4, 4), name: 'a.png' });
    expect(response.json().code).toBe(40100);
  });
});

/** A mono 16-bit 16 kHz PCM WAV of exactly `totalBytes` bytes (44-byte header, silence). */
function pcmWav(totalBytes: number): Buffer {
  const wav = Buffer.alloc(totalBytes);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(totalBytes - 8, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(16_000, 24);
  wav.writeUInt32LE(32_000, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // bytes per frame
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(totalBytes - 44, 40);
  return wav;
}
