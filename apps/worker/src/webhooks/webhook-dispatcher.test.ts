import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { webhookDeliveryJob } from '@talkreel/jobs';
import { createRepositories, implementJob, JobQueue, JobRunner, openDatabase, type Database, type Repositories } from '@talkreel/platform';
import { createScratchDatabase, requirePostgresForTest, type ScratchDatabase } from '@talkreel/platform/testing';
import { attemptWebhookDelivery } from './attempt-webhook-delivery.ts';
import { dispatchWebhookEvents } from './webhook-dispatcher.ts';

afterEach(() => vi.restoreAllMocks());

async function createOwner(repositories: Repositories, database: Database) {
  const user = await database.db
    .insertInto('users')
    .values({ status: 'user', email: `d-${randomUUID()}@example.com`, nickname: 'd', plan: 'Free', credit: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const endpoint = (eventTypes: string[], url: string) =>
    repositories.webhookEndpoints.create({ ownerId: user.id, url, description: '', eventTypes, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' });
  const subscribed = [
    await endpoint(['video.completed'], 'https://a.example.com/'),
    await endpoint(['video.failed', 'video.completed'], 'https://b.example.com/'),
  ];
  await endpoint(['credits.low'], 'https://c.example.com/');
  const disabled = await endpoint(['video.completed'], 'https://d.example.com/');
  await database.db.updateTable('webhook_endpoints').set({ disabled_at: new Date() }).where('id', '=', disabled.id).execute();
  return { ownerId: user.id, subscribed };
}

function describeDispatch(name: string, open: () => Promise<Database>, options: { dispatchers: number }) {
  describe(`the webhook dispatcher on ${name}`, () => {
    let database: Database;
    let queue: JobQueue;
    afterAll(async () => {
      await queue?.stop(100);
      await database?.close();
    });

    it('makes one delivery and task per subscribed, enabled endpoint and callback URL, once per event, however many dispatchers run', async () => {
      database = await open();
      queue = new JobQueue(database);
      await queue.start(() => {});
      await queue.register([webhookDeliveryJob]);
      const repositories = createRepositories(database.db, { keyFromUrl: () => undefined });
      const { ownerId, subscribed } = await createOwner(repositories, database);
      const eventIds: string[] = [];
      for (let index = 0; index < 12; index += 1) {
        const event = await repositories.webhookEvents.create({
          ownerId,
          type: 'video.completed',
          data: { index },
          callbackUrl: index % 3 === 0 ? `https://client.example.com/${index}` : null,
        });
        eventIds.push(event.id);
      }
      const now = () => new Date('2026-06-01T00:00:00Z');
      const dispatched = await Promise.all(Array.from({ length: options.dispatchers }, () => dispatchWebhookEvents({ repositories, queue, now })));
      expect(dispatched.reduce((sum, count) => sum + count, 0)).toBe(12);
      expect(await dispatchWebhookEvents({ repositories, queue, now })).toBe(0);

      const deliveries = await database.db.selectFrom('webhook_deliveries').selectAll().where('owner_id', '=', ownerId).execute();
      expect(deliveries).toHaveLength(12 * 2 + 4);
      for (const eventId of eventIds) {
        const ofEvent = deliveries.filter((delivery) => delivery.event_id === eventId);
        expect(
          ofEvent
            .filter((delivery) => delivery.endpoint_id)
            .map((delivery) => delivery.endpoint_id)
            .sort(),
        ).toEqual(subscribed.map((endpoint) => endpoint.id).sort());
      }
      const tasks = await database.db.selectFrom('tasks').select(['id', 'kind', 'status', 'payload']).where('owner_id', '=', ownerId).execute();
      expect(tasks).toHaveLength(deliveries.length);
      for (const delivery of deliveries) {
        expect(tasks.find((task) => task.id === delivery.task_id)).toMatchObject({
          kind: 'webhook-delivery',
          status: 'queued',
          payload: { deliveryId: delivery.id },
        });
      }
      const undispatched = await database.db
        .selectFrom('webhook_events')
        .select('id')
        .where('owner_id', '=', ownerId)
        .where('dispatched_at', 'is', null)
        .execute();
      expect(undispatched).toEqual([]);
    });

    it('has the queue run a failed attempt again after the schedule’s first wait (5 s)', async () => {
      const repositories = createRepositories(database.db, { keyFromUrl: () => undefined });
      const user = await database.db
        .insertInto('users')
        .values({ status: 'user', email: `r-${randomUUID()}@example.com`, nickname: 'r', plan: 'Free', credit: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await repositories.webhookEndpoints.create({
        ownerId: user.id,
        url: 'https://down.example.com/',
        description: '',
        eventTypes: ['credits.low'],
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      });
      await repositories.webhookEvents.create({ ownerId: user.id, type: 'credits.low', data: { balance: 1 } });
      await dispatchWebhookEvents({ repositories, queue, now: () => new Date() });
      const retries = vi.spyOn(queue, 'retryRun');
      const handler = implementJob(webhookDeliveryJob, async (payload, context) => {
        const outcome = await attemptWebhookDelivery(
          { repositories, queue, now: () => new Date(), fetcher: { fetch: async (url) => ({ url, status: 500, contentType: '', body: Buffer.alloc(0) }) } },
          { deliveryId: payload.deliveryId, taskId: context.taskId, signal: context.signal, completeInTransaction: context.completeInTransaction },
        );
        if (outcome.kind === 'retry') throw new Error(outcome.error);
        return { outcome: outcome.kind, attempt: 0 };
      });
      const runner = new JobRunner(queue, [handler], { concurrency: 1, pollingIntervalSeconds: 0.5 });
      await runner.start();
      for (let tries = 0; tries < 100 && retries.mock.calls.length === 0; tries += 1) await sleep(100);
      await runner.stop(500);
      expect(retries.mock.calls[0]?.[2]).toMatchObject({ countsAsFailure: true, delaySeconds: 5, errorMessage: 'The endpoint answered HTTP 500' });
    });
  });
}

describeDispatch('PGlite', () => openDatabase({ kind: 'pglite', dataDir: 'memory://' }), { dispatchers: 2 });

const reachable = await requirePostgresForTest('webhook dispatcher test');

describe.skipIf(!reachable)('the webhook dispatcher on PostgreSQL', () => {
  let scratch: ScratchDatabase | undefined;
  afterAll(() => scratch?.drop());
  describeDispatch(
    'PostgreSQL, four dispatchers at once',
    async () => {
      scratch = await createScratchDatabase('talkreel_webhook_dispatch');
      return openDatabase({ kind: 'postgres', connectionString: scratch.url, poolSize: 12 });
    },
    { dispatchers: 4 },
  );
});
