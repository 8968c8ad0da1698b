import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackAddress } from '../../plugins/is-loopback-socket.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

describe('GET /api/dev/outbox answers only this machine', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct({ LOG_LEVEL: 'info' });
    const sent = await product.app.inject({
      method: 'POST',
      url: '/api/v1/auth/send_code',
      payload: { appid: 52000, username: 'victim@example.com', action: 'reg' },
      remoteAddress: '198.51.100.9',
    });
    expect(sent.json()).toMatchObject({ code: 0 });
  });
  afterAll(() => product.cleanup());

  const readOutbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    product.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });

  it('shows the code to a loopback client (IPv4, IPv6 and IPv4-mapped)', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const body = (await readOutbox(address)).json() as { code: number; data: { list: { to: string; text: string }[] } };
      expect(body.code).toBe(0);
      expect(body.data.list[0]).toMatchObject({ to: 'victim@example.com', text: expect.stringMatching(/verification code is \d{6}\./) });
    }
  });

  it('gives another host nothing, whatever headers it sends', async () => {
    for (const [address, headers] of [
      ['198.51.100.9', {}],
      ['10.0.0.7', { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' }],
      ['::ffff:192.168.1.4', { host: 'localhost' }],
      ['fe80::1', {}],
    ] as const) {
      const response = await readOutbox(address, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 40400, msg: 'No route GET /api/dev/outbox', data: null });
      expect(response.body).not.toMatch(/\d{6}/);
    }
  });

  it('writes the code to the server log as well', () => {
    expect(product.readLogs()).toMatch(/victim@example\.com.*verification code is \d{6}/);
  });

  it('tells loopback addresses from look-alikes', () => {
    expect(['127.0.0.1', '127.255.0.3', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(['', undefined, '128.0.0.1', '1127.0.0.1', '::ffff:10.0.0.1', '0.0.0.0', '::', '127.0.0.1.evil'].some(isLoopbackAddress)).toBe(false);
  });
});
