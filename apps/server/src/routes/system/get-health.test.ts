import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

describe('GET /api/health', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(() => product.cleanup());

  it('reports database, queue and storage', async () => {
    const response = await product.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(0);
    expect(body.data.db).toEqual({ ok: true, detail: 'PGlite memory://' });
    expect(body.data.queue).toMatchObject({ ok: true, detail: expect.stringMatching(/^pg-boss on pglite, \d+ queues$/) });
    expect(body.data.storage).toMatchObject({ ok: true, detail: expect.stringContaining(product.dataDir) });
  });

  it('answers 50000 with the report when a part is down', async () => {
    await product.runtime.queue.stop(100);
    const response = await product.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 50000, msg: 'Unhealthy', data: { queue: { ok: false, detail: 'queue not started' }, db: { ok: true } } });
  });
});
