import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

describe('POST /api/v1/auth/guest and GET /api/v1/user/info', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(() => product.cleanup());

  it('gives a guest token that user info answers to', async () => {
    const response = await product.app.inject({ method: 'POST', url: '/api/v1/auth/guest', payload: { appid: 52000, device_id: 'device-aaaa-1111' } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 0, msg: 'ok' });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await product.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: { authorization: `Bearer ${body.data.token}` } });
    expect(info.json()).toEqual({
      code: 0,
      msg: 'ok',
      data: { status: 'guest', nickname: '', username: '', credit: 0, planInfo: { plan: 'Free', characters: 1500, can_remove_watermark: false } },
    });
    expect(info.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps one guest account per device and stores only token hashes', async () => {
    const first = await product.createGuestToken('device-bbbb-2222');
    const second = await product.createGuestToken('device-bbbb-2222');
    expect(first).not.toBe(second);
    const { db } = product.runtime.database;
    const guests = await db.selectFrom('users').select('id').where('device_id', '=', 'device-bbbb-2222').execute();
    expect(guests).toHaveLength(1);
    const sessions = await db.selectFrom('sessions').select('token_hash').where('user_id', '=', guests[0]!.id).execute();
    expect(sessions).toHaveLength(2);
    expect(sessions.map((session) => session.token_hash)).not.toContain(first);
  });

  it('says which field is wrong and how, in a sentence', async () => {
    const wrongApp = await product.app.inject({ method: 'POST', url: '/api/v1/auth/guest', payload: { appid: 1, device_id: 'device-cccc-3333' } });
    expect(wrongApp.statusCode).toBe(400);
    expect(wrongApp.json()).toEqual({ code: 40000, msg: 'The app id must be 52000.', data: null });
    const shortDevice = await product.app.inject({ method: 'POST', url: '/api/v1/auth/guest', payload: { appid: 52000, device_id: 'x' } });
    expect(shortDevice.json().msg).toBe('The device id is too short: at least 8 characters.');
  });

  it('answers 40100 without a valid token', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }]) {
      const response = await product.app.inject({ method: 'GET', url: '/api/v1/user/info', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 40100, data: null });
    }
  });

  it('answers unknown API paths with 40400 in the envelope', async () => {
    const response = await product.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 40400, msg: 'No route GET /api/v1/nothing-here', data: null });
  });
});
