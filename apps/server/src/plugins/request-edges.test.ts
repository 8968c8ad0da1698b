import { libraryOwnerId } from '@talkreel/platform';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngWithoutMetadata } from '../test-support/png-without-metadata.ts';
import { startTestProduct, type TestProduct } from '../test-support/start-test-product.ts';
import { ZERO_BYTE_MESSAGE } from './reject-zero-bytes.ts';

/** Sends raw bytes to the listening server and returns the whole raw answer. */
async function sendRaw(port: number, request: string): Promise<{ status: number; headers: string; body: string }> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.write(request);
  await closed;
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head, body };
}

describe('the edges of every request: still {code, msg, data} with the right HTTP status', () => {
  let product: TestProduct;
  let token: string;
  let port: number;
  beforeAll(async () => {
    product = await startTestProduct();
    token = await product.createGuestToken();
    await product.app.listen({ port: 0, host: '127.0.0.1' });
    port = (product.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => product.cleanup());

  const auth = () => ({ authorization: `Bearer ${token}` });

  it('refuses a zero byte in a query filter, a path id, a JSON field or a file name with 40000 before any query', async () => {
    const cases = [
      await product.app.inject({ method: 'GET', url: '/api/timbre/elevenlabs/page?search=a%00b', headers: auth() }),
      await product.app.inject({ method: 'GET', url: '/api/timbre/info?timbre_id=%00', headers: auth() }),
      await product.app.inject({ method: 'GET', url: '/api/timbre/audition/%00' }),
      await product.app.inject({ method: 'POST', url: '/api/timbre/clone', headers: auth(), payload: { audition_path: 'uploads/x\u0000y', language: 'en' } }),
      await product.app.inject({
        method: 'POST',
        url: '/api/common/upload/sign',
        headers: auth(),
        payload: { filename: 'a.png', use_to: 'generic', ['so\u0000urce']: 'x' },
      }),
      await product.app.inject({
        method: 'POST',
        url: '/api/project/batch_render',
        headers: auth(),
        payload: { workspaces: [{ index: 0, workspace: { schemaVersion: 1, scenes: [{ duration: 1000, note: 'x\u0000' }] } }] },
      }),
    ];
    for (const response of cases) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ code: 40000, msg: ZERO_BYTE_MESSAGE, data: null });
    }
    const named = await product.uploadFile(token, { bytes: pngWithoutMetadata(4, 4), name: 'x.png\u0000.html' });
    expect(named.statusCode).toBe(400);
    expect(named.json()).toEqual({ code: 40000, msg: ZERO_BYTE_MESSAGE, data: null });
    const db = product.runtime.database.db;
    // The library's own files (avatar covers, template media) are stored at start; the request's would be the user's.
    expect(await db.selectFrom('files').select('id').where('owner_id', '!=', libraryOwnerId).execute()).toEqual([]);
    expect(await db.selectFrom('projects').select('id').execute()).toEqual([]);
    expect(product.readLogs()).not.toMatch(/"level":50/);
  });

  it('refuses integers beyond PostgreSQL int4 with 40000 and writes nothing', async () => {
    const beyond = 2_147_483_648;
    const workspace = {
      schemaVersion: 1,
      aspect_ratio: 2,
      render_subtitle: false,
      preview_cover_time: 0,
      scenes: [{ duration: 500, bg_color: '#000000', tracks: [] }],
    };
    const batch = await product.app.inject({
      method: 'POST',
      url: '/api/project/batch_render',
      headers: auth(),
      payload: { workspaces: [{ index: beyond, workspace }] },
    });
    expect(batch.statusCode).toBe(400);
    expect(batch.json()).toEqual({ code: 40000, msg: 'The index of workspace 1 is too large: at most 2147483647.', data: null });
    const projectId = '00000000-0000-4000-8000-000000000000';
    const save = await product.app.inject({
      method: 'PUT',
      url: '/api/project/workspace',
      headers: auth(),
      payload: { project_id: projectId, index: 0, version: beyond, workspace },
    });
    expect(save.json()).toEqual({ code: 40000, msg: 'The version is too large: at most 2147483647.', data: null });
    const status = await product.app.inject({ method: 'GET', url: `/api/project/render/status?project_id=${projectId}&index=${beyond}`, headers: auth() });
    expect(status.json()).toEqual({ code: 40000, msg: 'The index is too large: at most 2147483647.', data: null });
    const submit = await product.app.inject({
      method: 'POST',
      url: '/api/project/task/submit',
      headers: auth(),
      payload: { tasks: [{ project_id: projectId, index: beyond }] },
    });
    expect(submit.json()).toEqual({ code: 40000, msg: 'The index of task 1 is too large: at most 2147483647.', data: null });
    const page = await product.app.inject({ method: 'GET', url: `/api/project/list?page=${beyond}`, headers: auth() });
    expect(page.json()).toEqual({ code: 40000, msg: 'The page is too large: at most 2147483647.', data: null });
    expect(await product.runtime.database.db.selectFrom('projects').select('id').execute()).toEqual([]);
  });

  it('says what is wrong in a sentence, never a field path or validator text', async () => {
    const badId = await product.app.inject({ method: 'GET', url: '/api/project/workspace?project_id=nope', headers: auth() });
    expect(badId.json()).toEqual({ code: 40000, msg: 'The project id is not valid.', data: null });
    const longText = await product.app.inject({
      method: 'POST',
      url: '/api/timbre/preview',
      headers: auth(),
      payload: { voice_id: 'x', text: 'a'.repeat(301) },
    });
    expect(longText.json()).toEqual({ code: 40000, msg: 'The text is too long: at most 300 characters.', data: null });
    const missing = await product.app.inject({ method: 'POST', url: '/api/timbre/preview', headers: auth(), payload: { text: 'hello' } });
    expect(missing.json()).toEqual({ code: 40000, msg: 'The voice id is missing.', data: null });
    const wrongType = await product.app.inject({ method: 'GET', url: '/api/project/list?page=abc', headers: auth() });
    expect(wrongType.json()).toEqual({ code: 40000, msg: 'The page must be a number.', data: null });
  });

  it('answers unknown addresses 40400 and known addresses asked with the wrong method 40500', async () => {
    const unknown = await product.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 40400, msg: 'No route GET /api/nothing/here', data: null });
    const wrongMethod = await product.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD');
    expect(wrongMethod.json()).toEqual({ code: 40500, msg: 'This address does not answer DELETE: use GET or HEAD.', data: null });
    const propfind = await sendRaw(port, 'PROPFIND /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect([404, 405]).toContain(propfind.status);
    expect(JSON.parse(propfind.body)).toMatchObject({ code: propfind.status * 100, data: null });
  });

  it('answers a URL over 16 KB with 41400 and a broken percent-encoding or a 500-character id with 40000', async () => {
    const long = await product.app.inject({ method: 'GET', url: `/api/timbre/elevenlabs/page?search=${'a'.repeat(17 * 1024)}`, headers: auth() });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ code: 41400, msg: 'The address is too long: at most 16384 characters.', data: null });
    const badEncoding = await product.app.inject({ method: 'GET', url: '/api/timbre/audition/%E0%A4%A' });
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual({ code: 40000, msg: 'The address is not valid: a part of it is too long or wrongly percent-encoded.', data: null });
    const longParam = await product.app.inject({ method: 'GET', url: `/api/timbre/audition/${'v'.repeat(500)}` });
    expect(longParam.statusCode).toBe(400);
    expect(longParam.json()).toEqual(badEncoding.json());
  });

  it('answers broken bodies with 40000 and an unsupported content type with 41500', async () => {
    const notJson = await product.app.inject({
      method: 'POST',
      url: '/api/common/upload/sign',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: '{"filename":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ code: 40000, msg: 'The request body is not valid JSON.', data: null });
    const empty = await product.app.inject({
      method: 'POST',
      url: '/api/common/upload/sign',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.json()).toEqual({ code: 40000, msg: 'The request body is empty: send a JSON object.', data: null });
    const xml = await product.app.inject({
      method: 'POST',
      url: '/api/common/upload/sign',
      headers: { ...auth(), 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ code: 41500, msg: 'This call does not accept a body of this content type: send JSON (application/json).', data: null });
    const badGzip = await product.app.inject({
      method: 'POST',
      url: '/api/project/batch_render',
      headers: { ...auth(), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from('this is not gzip'),
    });
    expect(badGzip.statusCode).toBe(400);
    expect(badGzip.json()).toEqual({ code: 40000, msg: 'The request body is not valid gzip.', data: null });
  });

  it('answers a Content-Length that does not match the body, and one that is not a number, with the envelope', async () => {
    const garbage = await sendRaw(port, 'POST /api/v1/auth/guest HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n');
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.body)).toEqual({
      code: 40000,
      msg: 'The request is malformed: check its headers (Content-Length, Transfer-Encoding) and try again.',
      data: null,
    });
    const long = await sendRaw(port, `GET /api/health?x=${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(long.status).toBe(414);
    expect(JSON.parse(long.body)).toEqual({ code: 41400, msg: 'The address is too long: at most 16384 characters.', data: null });
    const huge = await sendRaw(port, `GET /api/health?x=${'a'.repeat(40 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(huge.status).toBe(431);
    expect(JSON.parse(huge.body)).toEqual({ code: 43100, msg: 'The address or the headers of the request are too long: at most 32 KB in all.', data: null });
    const mismatch = await product.app.inject({
      method: 'POST',
      url: '/api/common/upload/sign',
      headers: { ...auth(), 'content-type': 'application/json', 'content-length': '3' },
      payload: '{"filename":"a.png"}',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: 40000, data: null });
  });
});
