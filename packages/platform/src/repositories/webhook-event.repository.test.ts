import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debitCredits, grantCredits } from '../credits/credit-ledger.ts';
import { openDatabase, type Database } from '../database/open-database.ts';
import { createScratchDatabase, requirePostgresForTest, type ScratchDatabase } from '../testing/scratch-postgres.ts';
import { createRepositories } from './repositories.ts';
import { TaskRepository } from './task.repository.ts';

let userCounter = 0;

/** The outbox rows of webhook events, as a test reads them. */
function eventsOf(database: Database, ownerId: string) {
  return database.db
    .selectFrom('webhook_events')
    .select(['type', 'data', 'callback_url', 'dispatched_at'])
    .where('owner_id', '=', ownerId)
    .orderBy('created_at')
    .orderBy('type')
    .execute();
}

async function createUser(database: Database, eventTypes: string[] | null, options: { disabled?: boolean } = {}): Promise<string> {
  userCounter += 1;
  const user = await database.db
    .insertInto('users')
    .values({ status: 'user', email: `hook${userCounter}-${Date.now()}@example.com`, nickname: 'hook', plan: 'Free', credit: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (eventTypes) {
    const endpoint = await createRepositories(database.db, { keyFromUrl: () => undefined }).webhookEndpoints.create({
      ownerId: user.id,
      url: 'https://hooks.example.com/talkreel',
      description: '',
      eventTypes,
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    });
    if (options.disabled) await database.db.updateTable('webhook_endpoints').set({ disabled_at: new Date() }).where('id', '=', endpoint.id).execute();
  }
  return user.id;
}

/** A project of `kind` with `count` workspaces, each with a running render task. */
async function createRenders(
  database: Database,
  ownerId: string,
  kind: 'editor' | 'podcast' | 'batch',
  count: number,
): Promise<{ projectId: string; taskIds: string[] }> {
  const project = await database.db
    .insertInto('projects')
    .values({ owner_id: ownerId, name: `A ${kind}`, kind })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (kind === 'batch') {
    await database.db.insertInto('batches').values({ project_id: project.id, owner_id: ownerId, template_id: 't', rows: '[]' }).execute();
  }
  const tasks = new TaskRepository(database.db);
  const taskIds: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const taskId = await tasks.create({ kind: 'render-workspace', ownerId, payload: {}, retryLimit: 0, queueJobId: crypto.randomUUID() });
    await database.db.updateTable('tasks').set({ status: 'running', attempts: 1 }).where('id', '=', taskId).execute();
    await database.db.insertInto('renders').values({ project_id: project.id, workspace_index: index, workspace_version: 1, task_id: taskId }).execute();
    taskIds.push(taskId);
  }
  return { projectId: project.id, taskIds };
}

function describeOutbox(name: string, open: () => Promise<Database>) {
  describe(`webhook events written with what they report, on ${name}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await open();
    });
    afterAll(() => database?.close());

    it('writes video.completed in the transaction that finishes a render, for an account that listens, and nothing for one that does not', async () => {
      const listener = await createUser(database, ['video.completed', 'video.failed']);
      const { projectId, taskIds } = await createRenders(database, listener, 'editor', 2);
      const tasks = new TaskRepository(database.db);
      await tasks.finish(taskIds[0]!, 'done', { result: { durationMs: 12_340 } });
      await tasks.finish(taskIds[1]!, 'failed', { errorMessage: 'The voice service failed' });
      expect(await eventsOf(database, listener)).toEqual([
        {
          type: 'video.completed',
          data: { project_id: projectId, index: 0, task_id: taskIds[0], name: 'A editor', kind: 'editor', status: 'done', duration: 12.34 },
          callback_url: null,
          dispatched_at: null,
        },
        {
          type: 'video.failed',
          data: {
            project_id: projectId,
            index: 1,
            task_id: taskIds[1],
            name: 'A editor',
            kind: 'editor',
            status: 'failed',
            err_msg: 'The voice service failed',
          },
          callback_url: null,
          dispatched_at: null,
        },
      ]);

      const deaf = await createUser(database, null);
      const otherTypes = await createUser(database, ['credits.low']);
      const disabled = await createUser(database, ['video.completed'], { disabled: true });
      for (const ownerId of [deaf, otherTypes, disabled]) {
        const { taskIds: ids } = await createRenders(database, ownerId, 'editor', 1);
        await tasks.finish(ids[0]!, 'done', { result: { durationMs: 1000 } });
        expect(await eventsOf(database, ownerId)).toEqual([]);
      }
    });

    it("writes the event for a render's callback_url even without an endpoint, and none when the transaction rolls back", async () => {
      const ownerId = await createUser(database, null);
      const { taskIds } = await createRenders(database, ownerId, 'editor', 2);
      const repositories = createRepositories(database.db, { keyFromUrl: () => undefined });
      await repositories.webhookCallbacks.create(taskIds[0]!, 'https://example.com/callback');
      await repositories.webhookCallbacks.create(taskIds[1]!, 'https://example.com/callback');
      const tasks = new TaskRepository(database.db);
      await tasks.finish(taskIds[0]!, 'done', {});
      await expect(
        database.db.transaction().execute(async (trx) => {
          await tasks.finish(taskIds[1]!, 'done', {}, trx);
          throw new Error('the render’s files could not be recorded');
        }),
      ).rejects.toThrow('recorded');
      const events = await eventsOf(database, ownerId);
      expect(events.map((event) => [event.type, event.callback_url, (event.data as { task_id: string }).task_id])).toEqual([
        ['video.completed', 'https://example.com/callback', taskIds[0]],
      ]);
    });

    it('adds podcast.completed for a podcast, and batch.completed once, when the last row of a batch ends', async () => {
      const ownerId = await createUser(database, ['podcast.completed', 'batch.completed']);
      const tasks = new TaskRepository(database.db);
      const podcast = await createRenders(database, ownerId, 'podcast', 1);
      await tasks.finish(podcast.taskIds[0]!, 'done', {});
      const batch = await createRenders(database, ownerId, 'batch', 3);
      await tasks.finish(batch.taskIds[0]!, 'done', {});
      await tasks.finish(batch.taskIds[1]!, 'failed', { errorMessage: 'no' });
      expect((await eventsOf(database, ownerId)).map((event) => event.type)).toEqual(['podcast.completed']);
      await tasks.finish(batch.taskIds[2]!, 'done', {});
      const events = await eventsOf(database, ownerId);
      expect(events.map((event) => event.type)).toEqual(['podcast.completed', 'batch.completed']);
      expect(events[1]!.data).toEqual({ project_id: batch.projectId, name: 'A batch', total: 3, done: 2, failed: 1 });
    });

    it('writes credits.low with the debit that takes the balance under 5, once per crossing', async () => {
      const ownerId = await createUser(database, ['credits.low']);
      const change = (amount: number, key: string, kind: 'debit' | 'grant') =>
        database.db
          .transaction()
          .execute((trx) => (kind === 'debit' ? debitCredits : grantCredits)(trx, { userId: ownerId, amount, idempotencyKey: key, reason: key }));
      await change(8, 'grant-1', 'grant');
      await change(3, 'debit-1', 'debit'); // 5: not under
      expect(await eventsOf(database, ownerId)).toEqual([]);
      await change(2, 'debit-2', 'debit'); // 3: crossed
      await change(2, 'debit-2', 'debit'); // the same debit again changes nothing
      await change(1, 'debit-3', 'debit'); // 2: already under
      await change(10, 'grant-2', 'grant');
      await change(10, 'debit-4', 'debit'); // 12 → 2: crossed again
      const events = await eventsOf(database, ownerId);
      expect(events.map((event) => event.data)).toEqual([
        { balance: 3, threshold: 5 },
        { balance: 2, threshold: 5 },
      ]);
    });

    it('records batch.completed exactly once when every row of a batch ends at the same moment, in parallel transactions', async () => {
      const db = database;
      for (let round = 0; round < 5; round += 1) {
        const ownerId = await createUser(db, ['batch.completed']);
        const { taskIds } = await createRenders(db, ownerId, 'batch', 8);
        const tasks = new TaskRepository(db.db);
        await Promise.all(taskIds.map((taskId, index) => tasks.finish(taskId, index % 3 === 0 ? 'failed' : 'done', {})));
        const events = await eventsOf(db, ownerId);
        expect(events.map((event) => event.data)).toEqual([{ project_id: expect.any(String), name: 'A batch', total: 8, done: 5, failed: 3 }]);
      }
    });
  });
}

describeOutbox('PGlite', () => openDatabase({ kind: 'pglite', dataDir: 'memory://' }));

const reachable = await requirePostgresForTest('webhook outbox test');

describe.skipIf(!reachable)('webhook events on PostgreSQL', () => {
  let scratch: ScratchDatabase | undefined;
  afterAll(async () => {
    // After the suite's own afterAll has closed the pool.
    await scratch?.drop();
  });

  describeOutbox('PostgreSQL', async () => {
    scratch = await createScratchDatabase('talkreel_webhook_outbox');
    return openDatabase({ kind: 'postgres', connectionString: scratch.url, poolSize: 20 });
  });
});
