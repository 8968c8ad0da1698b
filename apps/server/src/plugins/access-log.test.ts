import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from '../test-support/start-test-product.ts';

describe('access log', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct({ LOG_LEVEL: 'info' });
  });
  afterAll(() => product.cleanup());

  const linesFor = (requestId: string) =>
    product
      .readLogs()
      .split('\n')
      .filter((line) => line.includes(requestId))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('writes one line per request with method, URL, status and time, and no token', async () => {
    const token = await product.createGuestToken();
    const reply = await product.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: { authorization: `Bearer ${token}` } });
    expect(reply.json()).toMatchObject({ code: 0 });
    const lines = linesFor(reply.headers['x-request-id'] as string);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request', method: 'GET', url: '/api/v1/user/info', statusCode: 200, responseTimeMs: expect.any(Number) });
    expect(product.readLogs()).not.toContain(token);
  });

  it('logs failures with their HTTP status, and signed URLs without their signature', async () => {
    const missing = await product.app.inject({ method: 'GET', url: '/files/uploads/nobody/x?expires=1&signature=abcdef0123' });
    const lines = linesFor(missing.headers['x-request-id'] as string);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', url: '/files/uploads/nobody/x?expires=1&signature=[redacted]', statusCode: missing.statusCode });
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    expect(product.readLogs()).not.toContain('abcdef0123');
  });
});
