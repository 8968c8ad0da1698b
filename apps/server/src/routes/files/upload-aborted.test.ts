import { libraryOwnerId } from '@talkreel/platform';
import { readdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngWithoutMetadata } from '../../test-support/png-without-metadata.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('an upload the client abandons half-way', () => {
  let product: TestProduct;
  let port: number;
  beforeAll(async () => {
    product = await startTestProduct();
    await product.app.listen({ port: 0, host: '127.0.0.1' });
    port = (product.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => product.cleanup());

  it('leaves no temp file, no stored file and no record', async () => {
    const token = await product.createGuestToken();
    const boundary = 'talkreel-test-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
    const firstChunk = Buffer.concat([head, pngWithoutMetadata(16, 16), Buffer.alloc(2 * 1024 * 1024, 7)]);
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/common/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n`,
    );
    socket.write(firstChunk);
    // Wait until the server has started writing the temp file, then vanish.
    const tempDir = path.join(product.dataDir, 'tmp');
    for (let tries = 0; tries < 100 && (await listFiles(tempDir)).length === 0; tries += 1) await sleep(20);
    expect((await listFiles(tempDir)).length).toBe(1);
    socket.destroy();
    for (let tries = 0; tries < 100 && (await listFiles(tempDir)).length > 0; tries += 1) await sleep(20);
    expect(await listFiles(tempDir)).toEqual([]);
    expect(await listFiles(path.join(product.dataDir, 'files', 'uploads'))).toEqual([]);
    // The library's own files (avatar covers, template media) are stored at start; the request's would be the user's.
    const rows = await product.runtime.database.db.selectFrom('files').select('id').where('owner_id', '!=', libraryOwnerId).execute();
    expect(rows).toEqual([]);
  });
});
