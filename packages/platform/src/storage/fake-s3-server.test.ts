import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAwsChunked, startFakeS3Server, type FakeS3Server } from './fake-s3-server.ts';

/** The test double is only worth its tests if it refuses what real S3 refuses and decodes what the SDK may send. */
describe('fake S3 server', () => {
  let server: FakeS3Server;

  beforeAll(async () => {
    server = await startFakeS3Server({ buckets: ['media'] });
  });

  afterAll(async () => {
    await server.close();
  });

  it('refuses unsigned requests', async () => {
    const put = await fetch(`${server.endpoint}/media/a.txt`, { method: 'PUT', body: 'x' });
    expect(put.status).toBe(403);
    expect(await put.text()).toContain('<Code>AccessDenied</Code>');
    expect(server.buckets.get('media')?.has('a.txt')).toBe(false);
  });

  it('decodes an aws-chunked body with chunk signatures and a checksum trailer', async () => {
    const framed = Buffer.concat([
      Buffer.from('5;chunk-signature=abc\r\nhello\r\n'),
      Buffer.from('7;chunk-signature=def\r\n, world\r\n'),
      Buffer.from('0;chunk-signature=000\r\nx-amz-checksum-crc32:AAAAAA==\r\n\r\n'),
    ]);
    const response = await fetch(`${server.endpoint}/media/chunked.txt`, {
      method: 'PUT',
      body: framed,
      headers: {
        authorization: 'AWS4-HMAC-SHA256 fake',
        'content-encoding': 'aws-chunked',
        'x-amz-content-sha256': 'STREAMING-UNSIGNED-PAYLOAD-TRAILER',
        'x-amz-decoded-content-length': '12',
        'content-type': 'text/plain',
      },
    });
    expect(response.status).toBe(200);
    expect(server.buckets.get('media')?.get('chunked.txt')?.bytes.toString()).toBe('hello, world');
  });

  it('refuses an aws-chunked body whose decoded length is not the declared one', async () => {
    const response = await fetch(`${server.endpoint}/media/short.txt`, {
      method: 'PUT',
      body: '2\r\nhi\r\n0\r\n\r\n',
      headers: { authorization: 'x', 'content-encoding': 'aws-chunked', 'x-amz-decoded-content-length': '3' },
    });
    expect(response.status).toBe(400);
  });

  it('throws on broken framing', () => {
    expect(decodeAwsChunked(Buffer.from('5\r\nhello\r\n0\r\n\r\n')).toString()).toBe('hello');
    expect(() => decodeAwsChunked(Buffer.from('zz\r\nhi\r\n'))).toThrow(/not hex/);
    expect(() => decodeAwsChunked(Buffer.from('5\r\nhelloX0\r\n\r\n'))).toThrow(/CRLF/);
  });

  it('serves suffix ranges and refuses ranges past the end', async () => {
    server.buckets.get('media')?.set('digits.txt', { bytes: Buffer.from('0123456789'), contentType: 'text/plain' });
    const headers = { authorization: 'x' };
    const suffix = await fetch(`${server.endpoint}/media/digits.txt`, { headers: { ...headers, range: 'bytes=-3' } });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get('content-range')).toBe('bytes 7-9/10');
    expect(await suffix.text()).toBe('789');
    const past = await fetch(`${server.endpoint}/media/digits.txt`, { headers: { ...headers, range: 'bytes=10-' } });
    expect(past.status).toBe(416);
  });
});
