import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { receiveToTempFile, UploadBodyError, UploadTooLargeError } from './receive-to-temp-file.ts';

describe('receiveToTempFile', () => {
  let tempDir: string;
  beforeEach(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'receive-to-temp-file-'));
  });
  afterEach(() => rm(tempDir, { recursive: true, force: true }));

  it('blames the body for a part busboy fails in two steps, as it does for a part cut short', async () => {
    const body = new PassThrough();
    const received = receiveToTempFile(body, { tempDir, maxBytes: 1024 });
    body.write(Buffer.alloc(100, 1));
    await new Promise((resolve) => setImmediate(resolve));
    // @fastify/multipart destroys the part with the parser's error, then Dicer emits its own on the part.
    body.destroy(new Error('Unexpected end of multipart data'));
    body.emit('error', new Error('Part terminated early due to unexpected end of multipart data'));
    const error = await received.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(UploadBodyError);
    expect((error as UploadBodyError).message).toBe('The upload body could not be read: Part terminated early due to unexpected end of multipart data');
    expect(await readdir(tempDir)).toEqual([]);
  });

  it('does not blame the body for a failing disk', async () => {
    const body = new PassThrough();
    const received = receiveToTempFile(body, { tempDir: path.join(tempDir, 'missing'), maxBytes: 1024 });
    body.end(Buffer.alloc(10, 1));
    const error = await received.catch((failure: unknown) => failure);
    expect(error).not.toBeInstanceOf(UploadBodyError);
    expect((error as { code?: string }).code).toBe('ENOENT');
  });

  it('stops past maxBytes with UploadTooLargeError and keeps nothing', async () => {
    const body = new PassThrough();
    const received = receiveToTempFile(body, { tempDir, maxBytes: 10 });
    body.end(Buffer.alloc(11, 1));
    await expect(received).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(await readdir(tempDir)).toEqual([]);
  });
});
