import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFavoriteVoiceRoute,
  APP_ID,
  checkCodeRoute,
  getCreditLedgerRoute,
  getDevOutboxRoute,
  getUserInfoRoute,
  listMyVoicesRoute,
  loginRoute,
  registerRoute,
  savePublicVoiceRoute,
  searchPublicVoicesRoute,
  sendCodeRoute,
} from '@talkreel/contract';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute } from '../../test-support/call-route.ts';
import { pngWithoutMetadata } from '../../test-support/png-without-metadata.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

describe('sign-up: send_code, check_code, register', () => {
  let product: TestProduct;
  let client: ReturnType<typeof createAuthClient>;
  beforeAll(async () => {
    product = await startTestProduct();
    client = createAuthClient(product.app);
  });
  afterAll(() => product.cleanup());

  it('creates an account with the Free plan credits, and the guest keeps their uploads', async () => {
    const guestToken = await product.createGuestToken();
    const upload = (await product.uploadFile(guestToken, { bytes: pngWithoutMetadata(8, 8), name: 'mine.png' })).json();
    const voiceId = (await callRoute(product, searchPublicVoicesRoute, { token: guestToken, query: { language_code: 'english' } })).data.list[0]!.id;
    const saved = await callRoute(product, savePublicVoiceRoute, { token: guestToken, body: { lang_id: voiceId } });
    await callRoute(product, addFavoriteVoiceRoute, { token: guestToken, body: { lang_id: voiceId } });
    const registered = await client.register('Ada@Example.com', 'correct-horse-1', guestToken);
    expect(registered.code).toBe(0);
    const info = await callRoute(product, getUserInfoRoute, { token: registered.data.token });
    expect(info.data).toMatchObject({ status: 'user', nickname: 'ada', username: 'ada@example.com', credit: 10, planInfo: { plan: 'Free' } });
    const ledger = await callRoute(product, getCreditLedgerRoute, { token: registered.data.token });
    expect(ledger.data.list).toMatchObject([{ amount: 10, balance_after: 10, reason: 'Welcome credits (Free plan)' }]);
    const file = await product.runtime.database.db
      .selectFrom('files')
      .innerJoin('users', 'users.id', 'files.owner_id')
      .select(['users.email'])
      .where('storage_key', '=', upload.data.key)
      .executeTakeFirstOrThrow();
    expect(file.email).toBe('ada@example.com');
    const voices = await callRoute(product, listMyVoicesRoute, { token: registered.data.token });
    expect(voices.data.timbres.map((voice) => voice.id)).toEqual([saved.data.timbre_unique_id]);
    const favourites = await callRoute(product, searchPublicVoicesRoute, { token: registered.data.token, query: { favorite: 1 } });
    expect(favourites.data.list.map((voice) => voice.id)).toEqual([voiceId]);
    const stored = await product.runtime.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'ada@example.com')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('mails a 6-digit code in text and HTML, and refuses a resend within 60 s', async () => {
    const sendBobCode = () => callRoute(product, sendCodeRoute, { body: { appid: APP_ID, username: 'bob@example.com', action: 'reg' } });
    const first = await sendBobCode();
    expect(first.code).toBe(0);
    const outbox = await callRoute(product, getDevOutboxRoute);
    const mail = outbox.data.list[0]!;
    expect(mail.to).toBe('bob@example.com');
    expect(mail.text).toMatch(/verification code is \d{6}\./);
    expect(mail.html).toContain(mail.text.match(/\d{6}/)![0]);
    const again = await sendBobCode();
    expect(again.status).toBe(429);
    expect(again).toMatchObject({ code: 42900, msg: expect.stringMatching(/^Please wait \d+ s before asking for another code$/) });
  });

  it('answers send_code the same for a taken email and an unknown reset; the mail tells the owner, and no code works', async () => {
    await client.register('carol@example.com', 'secret-99');
    // Past the 60 s resend wait that signing up just started.
    await sql`update verification_codes set created_at = now() - interval '2 minutes' where email = 'carol@example.com'`.execute(product.runtime.database.db);
    const calls = [
      { username: 'carol@example.com', action: 'reg' },
      { username: 'newcomer@example.com', action: 'reg' },
      { username: 'nobody@example.com', action: 'resetpwd' },
      { username: 'carol@example.com', action: 'resetpwd' },
    ] as const;
    const replies = [];
    // By hand: the raw body must have no key beyond the ticket (a typed call's schema would drop one that gave the account away).
    for (const call of calls) {
      const response = await product.app.inject({ method: 'POST', url: `/api${sendCodeRoute.path}`, payload: { appid: APP_ID, ...call } });
      replies.push({ status: response.statusCode, body: response.json() as { code: number; msg: string; data: { ticket: string } } });
    }
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(Object.keys(reply.body)).toEqual(['code', 'msg', 'data']);
      expect({ ...reply.body, data: Object.keys(reply.body.data) }).toEqual({ code: 0, msg: 'ok', data: ['ticket'] });
      expect(reply.body.data.ticket).toMatch(/^[A-Za-z0-9_-]{32}$/);
    }
    const outbox = (await callRoute(product, getDevOutboxRoute)).data.list;
    const mailTo = (email: string) => outbox.filter((mail) => mail.to === email);
    const taken = mailTo('carol@example.com').find((mail) => mail.subject === 'Your Talkreel account already exists')!;
    expect(taken.text).toContain('sign in instead, or reset your password');
    expect(taken.text).not.toMatch(/\d{6}/);
    expect(mailTo('nobody@example.com')).toMatchObject([{ subject: 'No Talkreel account uses this address' }]);
    expect(mailTo('nobody@example.com')[0]!.text).not.toMatch(/\d{6}/);
    expect(mailTo('newcomer@example.com')[0]!.text).toMatch(/verification code is \d{6}\. Enter it to create your Talkreel account/);
    expect(mailTo('carol@example.com').some((mail) => /verification code is \d{6}\. Enter it to reset/.test(mail.text))).toBe(true);

    // check_code treats the unusable tickets like any other: a wrong code is just wrong, five burn it.
    for (const [index, call] of calls.entries()) {
      const checked = await callRoute(product, checkCodeRoute, { body: { ticket: replies[index]!.body.data.ticket, code: '000000', ...call } });
      expect({ code: checked.code, msg: checked.msg }).toEqual({ code: 40000, msg: 'The verification code is incorrect' });
    }
    // The resend wait applies alike (this file's calls all come from one IP: forget its captcha quota first).
    await sql`delete from auth_events`.execute(product.runtime.database.db);
    for (const call of calls) {
      const again = await callRoute(product, sendCodeRoute, { body: { appid: APP_ID, ...call } });
      expect(again).toMatchObject({ code: 42900, msg: expect.stringMatching(/^Please wait \d+ s before asking for another code$/) });
    }
  });

  it('burns a code after 5 wrong tries', async () => {
    const sent = await callRoute(product, sendCodeRoute, { body: { appid: APP_ID, username: 'dan@example.com', action: 'reg' } });
    const checkDanCode = (code: string) =>
      callRoute(product, checkCodeRoute, { body: { ticket: sent.data.ticket, username: 'dan@example.com', action: 'reg', code } });
    const code = await client.latestCode('dan@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      messages.push((await checkDanCode(wrong)).msg);
    }
    expect(messages).toEqual([...Array(4).fill('The verification code is incorrect'), 'Too many wrong codes, please send a new one']);
    const right = await checkDanCode(code);
    expect(right).toMatchObject({ code: 40000, msg: 'Too many wrong codes, please send a new one' });
  });

  it('refuses an expired code and a ticket used twice', async () => {
    const sendErinCode = () => callRoute(product, sendCodeRoute, { body: { appid: APP_ID, username: 'erin@example.com', action: 'reg' } });
    const checkErinCode = (ticket: string, code: string) =>
      callRoute(product, checkCodeRoute, { body: { ticket, username: 'erin@example.com', action: 'reg', code } });
    const sent = await sendErinCode();
    const code = await client.latestCode('erin@example.com');
    await sql`update verification_codes set expires_at = now() - interval '1 second' where email = 'erin@example.com'`.execute(product.runtime.database.db);
    const expired = await checkErinCode(sent.data.ticket, code);
    expect(expired).toMatchObject({ code: 40000, msg: 'The verification code has expired, please send a new one' });

    await sql`update verification_codes set created_at = now() - interval '2 minutes' where email = 'erin@example.com'`.execute(product.runtime.database.db);
    const resent = await sendErinCode();
    const checked = await checkErinCode(resent.data.ticket, await client.latestCode('erin@example.com'));
    const body = { action: 'reg', appid: APP_ID, password: 'a'.repeat(64), ticket: checked.data.ticket, username: 'erin@example.com' } as const;
    expect((await callRoute(product, registerRoute, { body })).code).toBe(0);
    expect(await callRoute(product, registerRoute, { body })).toMatchObject({
      code: 40000,
      msg: 'This verification step has expired, please start again',
    });
    const reusedCheck = await checkErinCode(resent.data.ticket, '123456');
    expect(reusedCheck.msg).toBe('This verification step has expired, please start again');
  });

  it('rejects a plain password: only a SHA-256 hex is accepted', async () => {
    const response = await callRoute(product, loginRoute, { body: { appid: APP_ID, username: 'ada@example.com', password: 'correct-horse-1' } });
    expect(response).toMatchObject({ code: 40000, msg: 'The password must be sent as the lowercase hex SHA-256 of the password.' });
  });
});
