import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCaptchaRoute, getCreditLedgerRoute, getUserInfoRoute, logoutRoute } from '@talkreel/contract';
import { clientPasswordHash, createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute } from '../../test-support/call-route.ts';
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
    const captcha = await callRoute(product, getCaptchaRoute);
    // A test hook outside the contract: the captcha's answer.
    const answer = (await product.app.inject({ method: 'GET', url: `/api/dev/captcha/${captcha.data.id}` })).json() as { data: { text: string } };
    return { ...captcha.data, text: answer.data.text };
  }

  it('signs in with the right password and refuses a wrong one with 10201', async () => {
    const ok = await client.login('fay@example.com', 'lemon-tree-7', {}, '10.0.0.1');
    expect(ok.code).toBe(0);
    expect((await callRoute(product, getUserInfoRoute, { token: ok.data.token })).data).toMatchObject({ status: 'user', username: 'fay@example.com' });
    const wrong = await client.login('fay@example.com', 'not-it-123', {}, '10.0.0.1');
    expect(wrong.status).toBe(401);
    expect({ code: wrong.code, msg: wrong.msg }).toEqual({ code: 10201, msg: 'Incorrect email or password' });
    const unknown = await client.login('ghost@example.com', 'whatever', {}, '10.0.0.1');
    expect(unknown.code).toBe(10201);
  });

  it('asks for a captcha after 3 failures, then signs in with a right one', async () => {
    await sql`delete from auth_events`.execute(product.runtime.database.db);
    const ip = '10.0.0.2';
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await client.login('fay@example.com', 'wrong-pass', {}, ip)).code).toBe(10201);
    const blocked = await client.login('fay@example.com', 'lemon-tree-7', {}, ip);
    expect({ code: blocked.code, msg: blocked.msg }).toEqual({ code: 10204, msg: 'Please complete the verification code' });

    const captcha = await newCaptcha();
    expect(captcha.b64s).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(captcha.text).toMatch(/^[A-Z2-9]{4}$/);
    const wrongCaptcha = await client.login(
      'fay@example.com',
      'lemon-tree-7',
      { captcha_id: captcha.id, captcha: 'ZZZZ' === captcha.text ? 'YYYY' : 'ZZZZ' },
      ip,
    );
    expect(wrongCaptcha).toMatchObject({ code: 10204, msg: 'The verification code is incorrect, please try again' });
    // A captcha is single-use, right or wrong.
    expect((await client.login('fay@example.com', 'lemon-tree-7', { captcha_id: captcha.id, captcha: captcha.text }, ip)).code).toBe(10204);

    const fresh = await newCaptcha();
    const wrongPassword = await client.login('fay@example.com', 'still-wrong', { captcha_id: fresh.id, captcha: fresh.text.toLowerCase() }, ip);
    expect(wrongPassword.code).toBe(10201);
    const last = await newCaptcha();
    const signedIn = await client.login('fay@example.com', 'lemon-tree-7', { captcha_id: last.id, captcha: last.text.toLowerCase() }, ip);
    expect(signedIn.code).toBe(0);
  });

  it('refuses an expired captcha', async () => {
    const ip = '10.0.0.3';
    for (let attempt = 0; attempt < 3; attempt += 1) await client.login('hal@example.com', 'nope-nope', {}, ip);
    const captcha = await newCaptcha();
    await sql`update captchas set expires_at = now() - interval '1 second' where id = ${captcha.id}`.execute(product.runtime.database.db);
    const response = await client.login('hal@example.com', 'nope-nope', { captcha_id: captcha.id, captcha: captcha.text }, ip);
    expect(response.code).toBe(10204);
  });

  it('resets a password: old sessions end, the new password works, the old does not', async () => {
    // Failures stay counted for 15 minutes even after a success; start this test with none.
    await sql`delete from auth_events`.execute(product.runtime.database.db);
    const before = await client.login('fay@example.com', 'lemon-tree-7', {}, '10.0.0.4');
    const reset = await client.resetPassword('fay@example.com', 'new-lemon-8');
    expect(reset.code).toBe(0);
    expect((await callRoute(product, getUserInfoRoute, { token: before.data.token })).code).toBe(40100);
    expect((await callRoute(product, getUserInfoRoute, { token: reset.data.token })).code).toBe(0);
    expect((await client.login('fay@example.com', 'lemon-tree-7', {}, '10.0.0.5')).code).toBe(10201);
    expect((await client.login('fay@example.com', 'new-lemon-8', {}, '10.0.0.5')).code).toBe(0);
  });

  it('signs out: the token stops working', async () => {
    const session = await client.login('fay@example.com', 'new-lemon-8', {}, '10.0.0.6');
    const loggedOut = await callRoute(product, logoutRoute, { token: session.data.token });
    expect({ code: loggedOut.code, msg: loggedOut.msg }).toEqual({ code: 0, msg: 'ok' });
    expect(loggedOut.data).toEqual({});
    expect((await callRoute(product, getUserInfoRoute, { token: session.data.token })).code).toBe(40100);
  });

  it('keeps one user out of another user’s account data', async () => {
    await client.register('ivy@example.com', 'ivy-password-1');
    const ivy = (await client.login('ivy@example.com', 'ivy-password-1', {}, '10.0.0.7')).data.token;
    const fay = (await client.login('fay@example.com', 'new-lemon-8', {}, '10.0.0.7')).data.token;
    const ivyInfo = await callRoute(product, getUserInfoRoute, { token: ivy });
    expect(ivyInfo.data).toMatchObject({ username: 'ivy@example.com' });
    const ivyLedger = await callRoute(product, getCreditLedgerRoute, { token: ivy });
    const fayLedger = await callRoute(product, getCreditLedgerRoute, { token: fay });
    const ivyIds = new Set(ivyLedger.data.list.map((entry) => entry.id));
    expect(fayLedger.data.list.some((entry) => ivyIds.has(entry.id))).toBe(false);
    expect(ivyLedger.data.list).toHaveLength(1);
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
