import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientPasswordHash, createAuthClient } from '../../test-support/auth-client.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

describe('sign-in, captcha, reset, sign-out', () => {
  let product: TestProduct;
  let client: ReturnType<typeof createAuthClient>;
  beforeAll(async () => {
    product = await startTestProduct({ TEST_HOOKS: 'true', LOG_LEVEL: 'debug' });
    client = createAuthClient(product.app);
    await client.register('fay@example.com', 'lemon-tree-7');
  });
  afterAll(() => product.cleanup());

  async function newCaptcha() {
    const captcha = await client.call<{ id: string; b64s: string }>('GET', '/common/captcha');
    const answer = await client.call<{ text: string }>('GET', `/dev/captcha/${captcha.body.data.id}`);
    return { ...captcha.body.data, text: answer.body.data.text };
  }

  it('signs in with the right password and refuses a wrong one with 10201', async () => {
    const ok = await client.login('fay@example.com', 'lemon-tree-7', {}, '10.0.0.1');
    expect(ok.body.code).toBe(0);
    expect((await client.call('GET', '/v1/user/info', undefined, ok.body.data.token)).body.data).toMatchObject({ status: 'user', username: 'fay@example.com' });
    const wrong = await client.login('fay@example.com', 'not-it-123', {}, '10.0.0.1');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: 10201, msg: 'Incorrect email or password', data: null });
    const unknown = await client.login('ghost@example.com', 'whatever', {}, '10.0.0.1');
    expect(unknown.body.code).toBe(10201);
  });

  it('asks for a captcha after 3 failures, then signs in with a right one', async () => {
    await sql`delete from auth_events`.execute(product.runtime.database.db);
    const ip = '10.0.0.2';
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await client.login('fay@example.com', 'wrong-pass', {}, ip)).body.code).toBe(10201);
    const blocked = await client.login('fay@example.com', 'lemon-tree-7', {}, ip);
    expect(blocked.body).toEqual({ code: 10204, msg: 'Please complete the verification code', data: null });

    const captcha = await newCaptcha();
    expect(captcha.b64s).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(captcha.text).toMatch(/^[A-Z2-9]{4}$/);
    const wrongCaptcha = await client.login(
      'fay@example.com',
      'lemon-tree-7',
      { captcha_id: captcha.id, captcha: 'ZZZZ' === captcha.text ? 'YYYY' : 'ZZZZ' },
      ip,
    );
    expect(wrongCaptcha.body).toMatchObject({ code: 10204, msg: 'The verification code is incorrect, please try again' });
    // A captcha is single-use, right or wrong.
    expect((await client.login('fay@example.com', 'lemon-tree-7', { captcha_id: captcha.id, captcha: captcha.text }, ip)).body.code).toBe(10204);

    const fresh = await newCaptcha();
    const wrongPassword = await client.login('fay@example.com', 'still-wrong', { captcha_id: fresh.id, captcha: fresh.text.toLowerCase() }, ip);
    expect(wrongPassword.body.code).toBe(10201);
    const last = await newCaptcha();
    const signedIn = await client.login('fay@example.com', 'lemon-tree-7', { captcha_id: last.id, captcha: last.text.toLowerCase() }, ip);
    expect(signedIn.body.code).toBe(0);
  });

  it('refuses an expired captcha', async () => {
    const ip = '10.0.0.3';
    for (let attempt = 0; attempt < 3; attempt += 1) await client.login('hal@example.com', 'nope-nope', {}, ip);
    const captcha = await newCaptcha();
    await sql`update captchas set expires_at = now() - interval '1 second' where id = ${captcha.id}`.execute(product.runtime.database.db);
    const response = await client.login('hal@example.com', 'nope-nope', { captcha_id: captcha.id, captcha: captcha.text }, ip);
    expect(response.body.code).toBe(10204);
  });

  it('resets a password: old sessions end, the new password works, the old does not', async () => {
    // Failures stay counted for 15 minutes even after a success; start this test with none.
    await sql`delete from auth_events`.execute(product.runtime.database.db);
    const before = await client.login('fay@example.com', 'lemon-tree-7', {}, '10.0.0.4');
    const sent = await client.call<{ ticket: string }>('POST', '/v1/auth/send_code', { appid: 52000, username: 'fay@example.com', action: 'resetpwd' });
    const checked = await client.call<{ ticket: string }>('POST', '/v1/auth/check_code', {
      ticket: sent.body.data.ticket,
      username: 'fay@example.com',
      action: 'resetpwd',
      code: await client.latestCode('fay@example.com'),
    });
    const reset = await client.call<{ token: string }>('POST', '/v1/auth/reset_password', {
      action: 'resetpwd',
      appid: 52000,
      password: clientPasswordHash('new-lemon-8'),
      ticket: checked.body.data.ticket,
      username: 'fay@example.com',
    });
    expect(reset.body.code).toBe(0);
    expect((await client.call('GET', '/v1/user/info', undefined, before.body.data.token)).body.code).toBe(40100);
    expect((await client.call('GET', '/v1/user/info', undefined, reset.body.data.token)).body.code).toBe(0);
    expect((await client.login('fay@example.com', 'lemon-tree-7', {}, '10.0.0.5')).body.code).toBe(10201);
    expect((await client.login('fay@example.com', 'new-lemon-8', {}, '10.0.0.5')).body.code).toBe(0);
  });

  it('signs out: the token stops working', async () => {
    const session = await client.login('fay@example.com', 'new-lemon-8', {}, '10.0.0.6');
    expect((await client.call('POST', '/v1/auth/logout', undefined, session.body.data.token)).body).toEqual({ code: 0, msg: 'ok', data: {} });
    expect((await client.call('GET', '/v1/user/info', undefined, session.body.data.token)).body.code).toBe(40100);
  });

  it('keeps one user out of another user’s account data', async () => {
    await client.register('ivy@example.com', 'ivy-password-1');
    const ivy = (await client.login('ivy@example.com', 'ivy-password-1', {}, '10.0.0.7')).body.data.token;
    const fay = (await client.login('fay@example.com', 'new-lemon-8', {}, '10.0.0.7')).body.data.token;
    const ivyInfo = await client.call('GET', '/v1/user/info', undefined, ivy);
    expect(ivyInfo.body.data).toMatchObject({ username: 'ivy@example.com' });
    const ivyLedger = await client.call<{ list: { id: string }[] }>('GET', '/v1/credits/ledger', undefined, ivy);
    const fayLedger = await client.call<{ list: { id: string }[] }>('GET', '/v1/credits/ledger', undefined, fay);
    const ivyIds = new Set(ivyLedger.body.data.list.map((entry) => entry.id));
    expect(fayLedger.body.data.list.some((entry) => ivyIds.has(entry.id))).toBe(false);
    expect(ivyLedger.body.data.list).toHaveLength(1);
  });

  it('never writes a password or its hash to the logs', () => {
    const logs = product.readLogs();
    expect(logs.length).toBeGreaterThan(1000);
    for (const secret of ['lemon-tree-7', 'new-lemon-8']) {
      expect(logs).not.toContain(secret);
      expect(logs).not.toContain(clientPasswordHash(secret));
    }
  });
});
