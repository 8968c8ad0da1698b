// `npm run bench -- billing`: payments against the product run as its own
// process (embedded database, as an operator starts it) with Stripe played by
// the local fake (`@talkreel/billing/testing`), which POSTs its signed events
// to the product's webhook as Stripe does.
// BENCH stripe_event_to_balance_ms: a credit pack paid on the payment page
//   until the account's balance shows its credits (the event sent, its
//   signature checked, the account synced with Stripe, the ledger written,
//   then GET /v1/billing read), median of 20 (target < 2000).
// BENCH stripe_event_to_balance_p95_ms: the same, 95th percentile.
// Then, on the same product, the developer figures (developer-figures.ts):
// BENCH webhook_delivery_p50_ms (a render's end → a local endpoint has the
//   signed event; target < 1000) and BENCH api_key_auth_overhead_us (an API
//   key's call minus a session's on one route; target < 200).
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { readBillingConfig } from '@talkreel/billing';
import { startFakeStripeServer } from '@talkreel/billing/testing';
import { measureApiKeyAuthOverhead, measureWebhookDelivery } from './developer-figures.ts';

const PURCHASES = 20;
const serverRoot = path.resolve(import.meta.dirname, '..');

interface Envelope<Data> {
  code: number;
  msg: string;
  data: Data;
}

const print = (name: string, value: number, unit: string) => console.log(`BENCH ${name} ${value} ${unit}`);

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function runBenchmarks(): Promise<void> {
  const stripe = await startFakeStripeServer();
  stripe.seedPrices(readBillingConfig({}));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'talkreel-billing-bench-'));
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  stripe.webhookUrl = `${baseUrl}/api/billing/stripe/webhook`;
  const logFd = openSync(path.join(dataDir, 'server.log'), 'w');
  // TEST_HOOKS: the dev outbox, to sign an account up; SITE_VIDEOS=false: nothing renders meanwhile;
  // WEBHOOKS_ALLOW_PRIVATE: deliveries may reach this machine's receiver; the key's rate limit above the calls made.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    cwd: serverRoot,
    env: {
      ...process.env,
      ...stripe.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SITE_VIDEOS: 'false',
      TEST_HOOKS: 'true',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      API_KEY_REQUESTS_PER_MINUTE: '100000',
    },
    stdio: ['ignore', logFd, 'inherit'],
  });
  try {
    for (let tries = 0; ; tries += 1) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}; see ${dataDir}/server.log`);
      if (
        await fetch(`${baseUrl}/api/health`).then(
          (response) => response.ok,
          () => false,
        )
      )
        break;
      if (tries > 600) throw new Error('the server did not start within 2 minutes');
      await sleep(200);
    }
    const call = async <Data>(method: string, url: string, body?: unknown, token?: string): Promise<Data> => {
      const response = await fetch(`${baseUrl}/api${url}`, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const envelope = (await response.json()) as Envelope<Data>;
      if (envelope.code !== 0) throw new Error(`${method} ${url}: ${envelope.code} ${envelope.msg}`);
      return envelope.data;
    };

    const email = `bench-${process.pid}@example.com`;
    const password = createHash('sha256').update('bench-password-1').digest('hex');
    const { ticket } = await call<{ ticket: string }>('POST', '/v1/auth/send_code', { appid: 52000, username: email, action: 'reg' });
    const outbox = (await call<{ list: { to: string; text: string }[] }>('GET', '/dev/outbox')).list;
    const code = outbox.find((mail) => mail.to === email)?.text.match(/\b(\d{6})\b/u)?.[1];
    const checked = await call<{ ticket: string }>('POST', '/v1/auth/check_code', { ticket, username: email, action: 'reg', code });
    const { token } = await call<{ token: string }>('POST', '/v1/auth/register', {
      action: 'reg',
      appid: 52000,
      password,
      ticket: checked.ticket,
      username: email,
    });
    const balance = async () => (await call<{ credit: number }>('GET', '/v1/billing', undefined, token)).credit;

    const eventToBalanceMs: number[] = [];
    for (let purchase = 0; purchase < PURCHASES; purchase += 1) {
      const { session_id: sessionId } = await call<{ session_id: string }>('POST', '/v1/billing/checkout', { kind: 'pack', item_id: 'credits-100' }, token);
      const before = await balance();
      const startedAt = performance.now();
      const deliveries = stripe.deliveries.length;
      // Paying on the page: Stripe marks the session paid and POSTs checkout.session.completed.
      await stripe.completeCheckout(sessionId);
      while ((await balance()) < before + 100) {
        if (performance.now() - startedAt > 30_000) throw new Error(`the pack's credits did not arrive in 30 s; see ${dataDir}/server.log`);
        await sleep(10);
      }
      eventToBalanceMs.push(performance.now() - startedAt);
      const answered = stripe.deliveries.slice(deliveries).map((delivery) => delivery.status);
      if (answered.some((status) => status !== 200)) throw new Error(`the webhook answered ${answered.join(', ')}`);
    }
    if ((await balance()) !== 10 + PURCHASES * 100) throw new Error(`the balance is ${await balance()}, not ${10 + PURCHASES * 100}`);
    print('stripe_event_to_balance_ms', Math.round(percentile(eventToBalanceMs, 0.5)), 'ms');
    print('stripe_event_to_balance_p95_ms', Math.round(percentile(eventToBalanceMs, 0.95)), 'ms');

    // The packs' credits pay for the webhook figure's renders.
    await measureWebhookDelivery(call, token);
    await measureApiKeyAuthOverhead(baseUrl, call, token);
  } finally {
    child.kill('SIGTERM');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if ((await Promise.race([exited, sleep(15_000, 'timeout')])) === 'timeout') child.kill('SIGKILL');
    closeSync(logFd);
    await stripe.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
