import { createScratchDatabase, requirePostgresForTest, type ScratchDatabase } from '@talkreel/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ID, checkCodeRoute, loginRoute, sendCodeRoute } from '@talkreel/contract';
import { clientPasswordHash, createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

const reachable = await requirePostgresForTest('abuse-limit test');

function tally(codes: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

/** 10 wrong sign-ins for 10 emails from one connection, each claiming another X-Forwarded-For. */
async function sprayWithRotatingForwardedFor(product: TestProduct) {
  const replies = await Promise.all(
    Array.from({ length: 10 }, async (_, index) => {
      const response = await callRoute(product, loginRoute, {
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${index + 1}` },
        body: { appid: APP_ID, username: `victim-${index}@example.com`, password: clientPasswordHash('guess-1') },
      });
      return response.code;
    }),
  );
  const ips = await product.runtime.database.db.selectFrom('auth_events').select('ip').distinct().where('email', 'like', 'victim-%').execute();
  return { codes: tally(replies), ips: ips.map((row) => row.ip).sort() };
}

/** The same bursts on both databases: PGlite serialises everything on one connection, PostgreSQL runs them side by side. */
function describeBursts(databaseName: 'PGlite' | 'PostgreSQL') {
  describe.skipIf(databaseName === 'PostgreSQL' && !reachable)(`captcha gate under parallel bursts on ${databaseName}`, () => {
    let scratch: ScratchDatabase | undefined;
    let product: TestProduct;
    let client: ReturnType<typeof createAuthClient>;

    beforeAll(async () => {
      const env: Record<string, string> = { TEST_HOOKS: 'true' };
      if (databaseName === 'PostgreSQL') {
        scratch = await createScratchDatabase('talkreel_abuse');
        env.DATABASE_URL = scratch.url;
      }
      product = await startTestProduct(env);
      client = createAuthClient(product.app);
      for (const email of ['burst@example.com', 'mixed@example.com']) expect((await client.register(email, 'right-password-1')).code).toBe(0);
    }, 60_000);

    afterAll(async () => {
      await product?.cleanup();
      await scratch?.drop();
    });

    const login = (email: string, password: string, ip: string) => client.login(email, password, {}, ip);

    it('checks 3 of 40 parallel wrong passwords for one email; then a burst of 41 holding the right one signs nobody in', async () => {
      const burst = await Promise.all(Array.from({ length: 40 }, (_, index) => login('burst@example.com', `wrong-${index}`, '10.1.0.1')));
      expect(tally(burst.map((reply) => reply.code))).toEqual({ 10201: 3, 10204: 37 });
      expect(burst.filter((reply) => reply.code === 10204).every((reply) => reply.msg === 'Please complete the verification code')).toBe(true);

      // Other IPs, same email: the email's quota is spent, the right password inside changes nothing.
      const withRight = await Promise.all(
        Array.from({ length: 41 }, (_, index) => login('burst@example.com', index === 20 ? 'right-password-1' : `again-${index}`, `10.1.1.${index}`)),
      );
      expect(tally(withRight.map((reply) => reply.code))).toEqual({ 10204: 41 });
      const failures = await product.runtime.database.db
        .selectFrom('auth_events')
        .select('id')
        .where('kind', '=', 'login_failed')
        .where('email', '=', 'burst@example.com')
        .execute();
      expect(failures).toHaveLength(3);
    });

    it('from a clean slate, a burst of 41 with the right password inside checks at most 3 wrong ones', async () => {
      const burst = await Promise.all(
        Array.from({ length: 41 }, (_, index) => login('mixed@example.com', index === 20 ? 'right-password-1' : `guess-${index}`, '10.1.2.1')),
      );
      const counts = tally(burst.map((reply) => reply.code));
      // The right password is checked only if it got one of the 3 slots; a success gives its slot back.
      expect(counts[10201] ?? 0).toBeLessThanOrEqual(3);
      expect(counts[0] ?? 0).toBeLessThanOrEqual(1);
      expect((counts[10201] ?? 0) + (counts[0] ?? 0)).toBeGreaterThanOrEqual(2);
      expect(counts[10204]).toBe(41 - (counts[10201] ?? 0) - (counts[0] ?? 0));
    });

    it('checks 3 of 40 parallel sign-ins for 40 different emails from one IP', async () => {
      const burst = await Promise.all(Array.from({ length: 40 }, (_, index) => login(`spray-${index}@example.com`, 'password-1', '10.1.3.1')));
      expect(tally(burst.map((reply) => reply.code))).toEqual({ 10201: 3, 10204: 37 });
    });

    it('sends one code for 40 parallel send_code calls to one email, and 10 from one IP across 40 emails', async () => {
      const sendCode = (email: string, ip: string) =>
        callRoute(product, sendCodeRoute, { body: { appid: APP_ID, username: email, action: 'reg' }, remoteAddress: ip }).then((reply) => reply.code);
      const oneEmail = tally(await Promise.all(Array.from({ length: 40 }, (_, index) => sendCode('codes@example.com', `10.2.0.${index}`))));
      expect(oneEmail[0]).toBe(1);
      expect((oneEmail[42900] ?? 0) + (oneEmail[10204] ?? 0)).toBe(39);
      const oneIp = tally(await Promise.all(Array.from({ length: 40 }, (_, index) => sendCode(`many-${index}@example.com`, '10.2.1.1'))));
      expect(oneIp).toEqual({ 0: 10, 10204: 30 });
      const mails = await product.runtime.database.db.selectFrom('outbox_mails').select('to_address').where('to_address', 'like', 'many-%').execute();
      expect(mails).toHaveLength(10);
      const codeMails = await product.runtime.database.db.selectFrom('outbox_mails').select('id').where('to_address', '=', 'codes@example.com').execute();
      expect(codeMails).toHaveLength(1);
    });

    it('compares 5 of 40 parallel check_code guesses on one ticket, then not even the right code', async () => {
      const sent = await callRoute(product, sendCodeRoute, {
        body: { appid: APP_ID, username: 'guessed@example.com', action: 'reg' },
        remoteAddress: '10.3.0.1',
      });
      const code = await client.latestCode('guessed@example.com');
      const guesses = Array.from({ length: 40 }, (_, index) => String((Number(code) + index + 1) % 1_000_000).padStart(6, '0'));
      const replies = await Promise.all(
        guesses.map((guess) =>
          callRoute(product, checkCodeRoute, { body: { ticket: sent.data.ticket, username: 'guessed@example.com', action: 'reg', code: guess } }).then(
            (reply) => reply.msg,
          ),
        ),
      );
      const counts: Record<string, number> = {};
      for (const msg of replies) counts[msg] = (counts[msg] ?? 0) + 1;
      expect(counts).toEqual({ 'The verification code is incorrect': 4, 'Too many wrong codes, please send a new one': 36 });
      const row = await product.runtime.database.db
        .selectFrom('verification_codes')
        .select('wrong_attempts')
        .where('email', '=', 'guessed@example.com')
        .executeTakeFirstOrThrow();
      expect(row.wrong_attempts).toBe(5);
      const right = await callRoute(product, checkCodeRoute, { body: { ticket: sent.data.ticket, username: 'guessed@example.com', action: 'reg', code } });
      expect({ code: right.code, msg: right.msg }).toEqual({ code: 40000, msg: 'Too many wrong codes, please send a new one' });
    });

    it('ignores X-Forwarded-For by default: rotating it does not dodge the per-IP limit', async () => {
      expect(product.runtime.config.TRUST_PROXY).toBe(false);
      expect(await sprayWithRotatingForwardedFor(product)).toEqual({ codes: { 10201: 3, 10204: 7 }, ips: ['127.0.0.1'] });
    });
  });
}

describeBursts('PGlite');
describeBursts('PostgreSQL');

describe('TRUST_PROXY: X-Forwarded-For from configured proxies only', () => {
  it('believes X-Forwarded-For from a configured proxy address', async () => {
    const product = await startTestProduct({ TRUST_PROXY: '127.0.0.1' });
    try {
      const { codes, ips } = await sprayWithRotatingForwardedFor(product);
      expect(codes).toEqual({ 10201: 10 });
      expect(ips).toEqual(Array.from({ length: 10 }, (_, index) => `203.0.113.${index + 1}`).sort());
      // A client that is not the configured proxy still cannot pick its IP.
      const direct = await callRoute(product, loginRoute, {
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': '203.0.113.99' },
        body: { appid: APP_ID, username: 'victim-direct@example.com', password: clientPasswordHash('guess-1') },
      });
      expect(direct).toMatchObject({ code: 10201 });
      const directIp = await product.runtime.database.db
        .selectFrom('auth_events')
        .select('ip')
        .where('email', '=', 'victim-direct@example.com')
        .executeTakeFirstOrThrow();
      expect(directIp.ip).toBe('198.51.100.7');
    } finally {
      await product.cleanup();
    }
  });

  it('believes the nearest hop with a hop count of 1', async () => {
    const product = await startTestProduct({ TRUST_PROXY: '1' });
    try {
      expect((await sprayWithRotatingForwardedFor(product)).codes).toEqual({ 10201: 10 });
    } finally {
      await product.cleanup();
    }
  });
});
