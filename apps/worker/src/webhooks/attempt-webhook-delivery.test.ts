import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMailJob } from '@talkreel/jobs';
import {
  createRepositories,
  createWebhookSecret,
  openDatabase,
  webhookAttemptsPerSeries,
  webhookRetryDelaysSeconds,
  type Database,
  type Repositories,
} from '@talkreel/platform';
import { SourceError, type FetchRequest, type UrlFetcher } from '@talkreel/sources';
import { attemptWebhookDelivery, type WebhookAttemptOutcome, type WebhookDeliveryDependencies } from './attempt-webhook-delivery.ts';
import { createWebhookFetcher } from './create-webhook-fetcher.ts';

let database: Database;
let repositories: Repositories;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  repositories = createRepositories(database.db, { keyFromUrl: () => undefined });
});
afterAll(() => database.close());

/** A clock the test moves by hand: no assertion depends on real time passing. */
function createClock(start: string) {
  let nowMs = Date.parse(start);
  return { now: () => new Date(nowMs), advanceSeconds: (seconds: number) => (nowMs += seconds * 1000) };
}

/** A fetcher that answers from a script: a status, or an error to throw; it keeps every request. */
function scriptedFetcher(script: (attempt: number) => number | Error) {
  const requests: { url: string; request: FetchRequest }[] = [];
  const fetcher: UrlFetcher = {
    fetch: async (url, request = {}) => {
      requests.push({ url, request });
      const answer = script(requests.length);
      if (answer instanceof Error) throw answer;
      return { url, status: answer, contentType: 'text/plain', body: Buffer.from('') };
    },
  };
  return { fetcher, requests };
}

/** The queue's part an attempt uses, recording what it queues. */
function recordingQueue() {
  const queued: { name: string; payload: unknown; ownerId: string | null }[] = [];
  const queue: WebhookDeliveryDependencies['queue'] = {
    enqueue: async (definition, payload, options) => {
      queued.push({ name: definition.name, payload, ownerId: options.ownerId });
      return randomUUID();
    },
  };
  return { queue, queued };
}

async function createDelivery(options: { url?: string; callbackUrl?: string } = {}) {
  const user = await database.db
    .insertInto('users')
    .values({ status: 'user', email: `owner-${randomUUID()}@example.com`, nickname: 'owner', plan: 'Free', credit: 0 })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  const endpoint = options.callbackUrl
    ? undefined
    : await repositories.webhookEndpoints.create({
        ownerId: user.id,
        url: options.url ?? 'https://hooks.example.com/talkreel',
        description: '',
        eventTypes: ['video.completed'],
        secret: createWebhookSecret(),
      });
  const event = await repositories.webhookEvents.create({ ownerId: user.id, type: 'video.completed', data: { project_id: 'p-1', index: 0 } });
  const deliveryId = randomUUID();
  const taskId = randomUUID();
  await repositories.webhookDeliveries.create({
    id: deliveryId,
    eventId: event.id,
    ownerId: user.id,
    endpointId: endpoint?.id ?? null,
    callbackUrl: options.callbackUrl ?? null,
    taskId,
  });
  return { user, endpoint, event, deliveryId, taskId };
}

function runOf(delivery: { deliveryId: string; taskId: string }) {
  return {
    deliveryId: delivery.deliveryId,
    taskId: delivery.taskId,
    signal: new AbortController().signal,
    completeInTransaction: <Result>(work: (trx: never) => Promise<Result>) => database.db.transaction().execute((trx) => work(trx as never)),
  };
}

const attemptsOf = (deliveryId: string) =>
  database.db
    .selectFrom('webhook_attempts')
    .select(['attempt', 'status_code', 'error', 'response_time_ms'])
    .where('delivery_id', '=', deliveryId)
    .orderBy('attempt')
    .execute();

/** A local server that answers every request with `status` (and a Location for redirects), counting them. */
async function startLocalServer(status: number): Promise<{ url: string; hits: () => number; close: () => Promise<void> }> {
  let hits = 0;
  const server: Server = createServer((_request, response) => {
    hits += 1;
    response.writeHead(status, status >= 300 && status < 400 ? { location: 'https://example.com/elsewhere' } : {}).end('answer');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, hits: () => hits, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('a webhook delivery attempt', () => {
  it('POSTs the event signed for this attempt (the standardwebhooks library verifies it), and a 2xx delivers it', async () => {
    const delivery = await createDelivery();
    const clock = createClock(new Date().toISOString());
    const { fetcher, requests } = scriptedFetcher(() => 204);
    const outcome = await attemptWebhookDelivery({ repositories, queue: recordingQueue().queue, fetcher, now: clock.now }, runOf(delivery));
    expect(outcome).toEqual({ kind: 'delivered', attempt: 1 });
    const { url, request } = requests[0]!;
    expect(url).toBe('https://hooks.example.com/talkreel');
    expect(request).toMatchObject({ method: 'POST', readAnyResponse: true });
    const headers = request.headers as Record<string, string>;
    expect(headers['webhook-id']).toBe(delivery.event.id);
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(clock.now().getTime() / 1000)));
    expect(new Webhook(delivery.endpoint!.secret).verify(request.body!, headers)).toEqual({
      type: 'video.completed',
      timestamp: delivery.event.created_at.toISOString(),
      data: { project_id: 'p-1', index: 0 },
    });
    expect(await attemptsOf(delivery.deliveryId)).toEqual([{ attempt: 1, status_code: 204, error: '', response_time_ms: 0 }]);
    const row = await database.db.selectFrom('webhook_deliveries').select('status').where('id', '=', delivery.deliveryId).executeTakeFirstOrThrow();
    expect(row.status).toBe('delivered');
  });

  it('retries 500s and timeouts through the whole schedule, then fails the delivery, turns the endpoint off and mails its owner', async () => {
    const delivery = await createDelivery();
    const clock = createClock('2026-04-01T08:00:00Z');
    const { fetcher } = scriptedFetcher((attempt) => (attempt % 2 === 0 ? new SourceError('timeout', 'This page took too long to answer.') : 500));
    const { queue, queued } = recordingQueue();
    const outcomes: WebhookAttemptOutcome[] = [];
    for (let attempt = 1; attempt <= webhookAttemptsPerSeries; attempt += 1) {
      outcomes.push(await attemptWebhookDelivery({ repositories, queue, fetcher, now: clock.now }, runOf(delivery)));
      // The queue would run the task again after the schedule's wait.
      clock.advanceSeconds(webhookRetryDelaysSeconds[attempt - 1] ?? 0);
    }
    expect(outcomes.slice(0, 2)).toEqual([
      { kind: 'retry', attempt: 1, error: 'The endpoint answered HTTP 500' },
      { kind: 'retry', attempt: 2, error: 'No answer within 10 s' },
    ]);
    expect(outcomes.slice(0, -1).every((outcome) => outcome.kind === 'retry')).toBe(true);
    expect(outcomes.at(-1)).toEqual({ kind: 'failed', attempt: 11, endpointDisabled: true });
    const attempts = await attemptsOf(delivery.deliveryId);
    expect(attempts.map((attempt) => attempt.status_code)).toEqual([500, null, 500, null, 500, null, 500, null, 500, null, 500]);
    const endpoint = await repositories.webhookEndpoints.findOwned(delivery.user.id, delivery.endpoint!.id);
    expect(endpoint).toMatchObject({
      disabled_reason: 'Turned off because every attempt to deliver an event failed',
      failing_since: new Date('2026-04-01T08:00:00Z'),
    });
    expect(endpoint?.disabled_at).toEqual(clock.now());
    expect(queued).toEqual([
      {
        name: sendMailJob.name,
        ownerId: delivery.user.id,
        payload: expect.objectContaining({ to: delivery.user.email, subject: 'Your Talkreel webhook endpoint was turned off' }),
      },
    ]);
    expect((queued[0]!.payload as { text: string }).text).toContain('https://hooks.example.com/talkreel');
    // Another delivery to the endpoint that is now off sends nothing.
    const later = await repositories.webhookEvents.create({ ownerId: delivery.user.id, type: 'video.completed', data: {} });
    const laterDelivery = { deliveryId: randomUUID(), taskId: randomUUID() };
    await repositories.webhookDeliveries.create({
      id: laterDelivery.deliveryId,
      eventId: later.id,
      ownerId: delivery.user.id,
      endpointId: endpoint!.id,
      callbackUrl: null,
      taskId: laterDelivery.taskId,
    });
    const { fetcher: unused, requests } = scriptedFetcher(() => 200);
    expect(await attemptWebhookDelivery({ repositories, queue, fetcher: unused, now: clock.now }, runOf(laterDelivery))).toEqual({ kind: 'skipped' });
    expect(requests).toEqual([]);
  });

  it('turns an endpoint off once it has failed for three days, whatever series is running', async () => {
    const delivery = await createDelivery();
    await database.db
      .updateTable('webhook_endpoints')
      .set({ failing_since: new Date('2026-04-01T00:00:00Z') })
      .where('id', '=', delivery.endpoint!.id)
      .execute();
    const clock = createClock('2026-04-04T00:00:00Z');
    const { queue } = recordingQueue();
    const outcome = await attemptWebhookDelivery({ repositories, queue, fetcher: scriptedFetcher(() => 503).fetcher, now: clock.now }, runOf(delivery));
    expect(outcome).toEqual({ kind: 'failed', attempt: 1, endpointDisabled: true });
    expect((await repositories.webhookEndpoints.findOwned(delivery.user.id, delivery.endpoint!.id))?.disabled_reason).toBe(
      'Turned off because every delivery failed for three days',
    );
  });

  it("signs a render's callback with the account's callback secret and never turns anything off", async () => {
    const delivery = await createDelivery({ callbackUrl: 'https://client.example.com/done' });
    const clock = createClock(new Date().toISOString());
    const { fetcher, requests } = scriptedFetcher(() => 200);
    expect(await attemptWebhookDelivery({ repositories, queue: recordingQueue().queue, fetcher, now: clock.now }, runOf(delivery))).toEqual({
      kind: 'delivered',
      attempt: 1,
    });
    const secret = await repositories.webhookCallbacks.getOrCreateSecret(delivery.user.id, () => 'whsec_unused');
    expect(requests[0]!.url).toBe('https://client.example.com/done');
    expect(() => new Webhook(secret).verify(requests[0]!.request.body!, requests[0]!.request.headers as Record<string, string>)).not.toThrow();
  });

  it('does nothing for a series that is no longer the delivery’s current one', async () => {
    const delivery = await createDelivery();
    const { fetcher, requests } = scriptedFetcher(() => 200);
    const stale = { ...delivery, taskId: randomUUID() };
    expect(await attemptWebhookDelivery({ repositories, queue: recordingQueue().queue, fetcher, now: () => new Date() }, runOf(stale))).toEqual({
      kind: 'skipped',
    });
    expect(requests).toEqual([]);
  });
});

describe('webhook deliveries through the SSRF-safe fetcher', () => {
  it('never connects to 127.0.0.1, ::1 or a private range unless the operator allows private networks', async () => {
    const server = await startLocalServer(200);
    try {
      const port = new URL(server.url).port;
      for (const url of [
        server.url,
        `http://[::1]:${port}/hook`,
        'http://10.0.0.1/hook',
        'http://192.168.1.1/hook',
        'http://169.254.169.254/latest',
        'http://localhost/hook',
      ]) {
        const delivery = await createDelivery({ url });
        const outcome = await attemptWebhookDelivery(
          { repositories, queue: recordingQueue().queue, fetcher: createWebhookFetcher({ allowPrivateNetworks: false }), now: () => new Date() },
          runOf(delivery),
        );
        expect(outcome, url).toEqual({
          kind: 'retry',
          attempt: 1,
          error: 'Refused: the address is on a private network (the operator can allow that with WEBHOOKS_ALLOW_PRIVATE=true)',
        });
      }
      expect(server.hits()).toBe(0);
      const allowed = await createDelivery({ url: server.url });
      const outcome = await attemptWebhookDelivery(
        { repositories, queue: recordingQueue().queue, fetcher: createWebhookFetcher({ allowPrivateNetworks: true }), now: () => new Date() },
        runOf(allowed),
      );
      expect(outcome).toEqual({ kind: 'delivered', attempt: 1 });
      expect(server.hits()).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('does not follow a redirect: the 3xx is a failed attempt with its status', async () => {
    const server = await startLocalServer(302);
    try {
      const delivery = await createDelivery({ url: server.url });
      const outcome = await attemptWebhookDelivery(
        { repositories, queue: recordingQueue().queue, fetcher: createWebhookFetcher({ allowPrivateNetworks: true }), now: () => new Date() },
        runOf(delivery),
      );
      expect(outcome).toEqual({ kind: 'retry', attempt: 1, error: 'The endpoint answered HTTP 302: redirects are not followed, so give the final address' });
      expect((await attemptsOf(delivery.deliveryId))[0]?.status_code).toBe(302);
      expect(server.hits()).toBe(1);
    } finally {
      await server.close();
    }
  });
});
