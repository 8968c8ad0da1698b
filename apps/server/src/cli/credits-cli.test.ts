import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase, requirePostgresForTest } from '@talkreel/platform/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { operatorTokenPath, readOperatorToken } from '../services/credits/operator-token.ts';
import { createAuthClient } from '../test-support/auth-client.ts';
import { startTestProduct, type TestProduct } from '../test-support/start-test-product.ts';
import { runCreditsCli } from './credits-cli.ts';

const reachable = await requirePostgresForTest('operator credits test');

/** Runs the command as `talkreel credits …` would, with these settings; returns its exit code and what it printed. */
async function runCli(args: string[], env: Record<string, string>) {
  const printed: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
  const error = vi.spyOn(console, 'error').mockImplementation((line: string) => void printed.push(line));
  try {
    const code = await runCreditsCli(args, { LOG_LEVEL: 'error', ...env });
    return { code, output: printed.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

const ledgerOf = (product: TestProduct, email: string) =>
  product.runtime.database.db
    .selectFrom('credit_ledger')
    .innerJoin('users', 'users.id', 'credit_ledger.user_id')
    .select(['amount', 'balance_after', 'reason'])
    .where('users.email', '=', email)
    .orderBy('credit_ledger.created_at')
    .orderBy('credit_ledger.id')
    .execute();

describe('talkreel credits grant, while the product runs on the embedded database', () => {
  let product: TestProduct;
  let port: number;
  beforeAll(async () => {
    product = await startTestProduct();
    await createAuthClient(product.app).register('operator.friend@example.com', 'right-password-1');
    await product.app.listen({ port: 0, host: '127.0.0.1' });
    port = (product.app.server.address() as { port: number }).port;
  }, 60_000);
  afterAll(() => product.cleanup());

  const env = () => ({ DATA_DIR: product.dataDir, PORT: String(port) });

  it('keeps the operator token in DATA_DIR, readable by its owner only', async () => {
    expect(await readOperatorToken(product.dataDir)).toMatch(/^[0-9a-f]{64}$/);
    expect((await stat(operatorTokenPath(product.dataDir))).mode & 0o077).toBe(0);
  });

  it('grants credits and a plan through the running server, each in the ledger with its reason', async () => {
    expect(await runCli(['grant', '--email', 'Operator.Friend@example.com', '--credits', '500'], env())).toEqual({
      code: 0,
      output: 'operator.friend@example.com: Free plan, +500 credits, balance 510',
    });
    expect(await runCli(['grant', '--email', 'operator.friend@example.com', '--plan', 'Business'], env())).toEqual({
      code: 0,
      output: 'operator.friend@example.com: Business plan, +1500 credits, balance 2010',
    });
    // The same plan again this month: the plan stays, its credits are not granted twice.
    expect((await runCli(['grant', '--email', 'operator.friend@example.com', '--plan', 'Business'], env())).output).toBe(
      'operator.friend@example.com: Business plan, +0 credits, balance 2010',
    );
    expect(await ledgerOf(product, 'operator.friend@example.com')).toEqual([
      { amount: 10, balance_after: 10, reason: 'Welcome credits (Free plan)' },
      { amount: 500, balance_after: 510, reason: 'Credits granted by the operator' },
      { amount: 1500, balance_after: 2010, reason: 'Business plan (granted by the operator)' },
    ]);
  });

  it('says what is wrong, and changes nothing, for an unknown account or a bad argument', async () => {
    expect(await runCli(['grant', '--email', 'nobody@example.com', '--credits', '5'], env())).toEqual({
      code: 1,
      output: 'No account signs in with nobody@example.com: the person signs up first, then you grant',
    });
    const badPlan = await runCli(['grant', '--email', 'operator.friend@example.com', '--plan', 'Gold'], env());
    expect(badPlan.code).toBe(2);
    expect(badPlan.output).toMatch(/^--plan is one of Free, Starter, Pro, Business\n\nUsage: talkreel credits grant/);
    expect((await runCli(['grant', '--email', 'operator.friend@example.com', '--credits', '-3'], env())).code).toBe(2);
    expect((await ledgerOf(product, 'operator.friend@example.com')).length).toBe(3);
  });

  it('answers no other host, and no local client without the token', async () => {
    const token = (await readOperatorToken(product.dataDir))!;
    const grant = { email: 'operator.friend@example.com', credits: 1000 };
    for (const [remoteAddress, header] of [
      ['203.0.113.4', token],
      ['127.0.0.1', 'f'.repeat(64)],
      ['127.0.0.1', undefined],
    ] as const) {
      const response = await product.app.inject({
        method: 'POST',
        url: '/api/operator/credits/grant',
        remoteAddress,
        headers: header ? { 'x-talkreel-operator-token': header } : {},
        payload: grant,
      });
      expect(response.json()).toEqual({ code: 40400, msg: 'No route POST /api/operator/credits/grant', data: null });
    }
    expect((await ledgerOf(product, 'operator.friend@example.com')).length).toBe(3);
  });
});

describe.skipIf(!reachable)('talkreel credits grant on PostgreSQL with no server running', () => {
  it('opens the database itself and grants', async () => {
    const scratch = await createScratchDatabase('talkreel_operator');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'talkreel-operator-'));
    try {
      const product = await startTestProduct({ DATABASE_URL: scratch.url, RUN_WORKER: 'false' });
      await createAuthClient(product.app).register('pg.friend@example.com', 'right-password-1');
      const reply = await runCli(['grant', '--email', 'pg.friend@example.com', '--plan', 'Pro', '--credits', '5'], {
        DATABASE_URL: scratch.url,
        DATA_DIR: dataDir,
        PORT: '1',
      });
      expect(reply).toEqual({ code: 0, output: 'pg.friend@example.com: Pro plan, +405 credits, balance 415' });
      const user = await product.runtime.database.db
        .selectFrom('users')
        .select(['plan', 'credit'])
        .where('email', '=', 'pg.friend@example.com')
        .executeTakeFirstOrThrow();
      expect(user).toEqual({ plan: 'Pro', credit: 415 });
      await product.cleanup();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await scratch.drop();
    }
  }, 60_000);
});
