import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createRuntime, loadConfig, platformConfigSchema, type Runtime } from '@talkreel/platform';
import { createScratchDatabase, requirePostgresForTest, type ScratchDatabase } from '@talkreel/platform/testing';
import { killHard, startTalkreelWorker } from '../test-support/worker-processes.ts';

const reachable = await requirePostgresForTest('webhook delivery crash test');

/** A dead worker's task is taken back 4–5 s after its last heartbeat. */
const liveness = { JOB_HEARTBEAT_SECONDS: '1', JOB_STALL_SECONDS: '4' };

async function waitFor<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe.skipIf(!reachable)('a worker killed with -9 in the middle of a webhook delivery, on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let dataDir: string;
  let runtime: Runtime;
  let receiver: Server;
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  /** Requests the receiver holds without answering: the first one, while its worker is killed. */
  const held: ServerResponse[] = [];
  const workers = new Set<ChildProcess>();

  beforeAll(async () => {
    scratch = await createScratchDatabase('talkreel_webhook_crash');
    dataDir = await mkdtemp(path.join(tmpdir(), 'talkreel-webhook-crash-'));
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        if (received.length === 1) held.push(response);
        else response.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    // This process plays the API server: it records the event and runs a stalled-task monitor too.
    const config = loadConfig(platformConfigSchema, { DATABASE_URL: scratch.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...liveness }, '/nonexistent/.env');
    runtime = await createRuntime(config, createLogger({ level: 'silent', name: 'webhook-crash-test' }));
  });

  afterAll(async () => {
    await Promise.all([...workers].map(killHard));
    for (const response of held) response.destroy();
    await new Promise((resolve) => receiver?.close(resolve));
    await runtime?.close();
    await scratch?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function startWorker(): Promise<ChildProcess> {
    const worker = await startTalkreelWorker({
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      WORKER_CONCURRENCY: '1',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      ...liveness,
    });
    workers.add(worker);
    return worker;
  }

  it('loses no event: the render’s video.completed is delivered by another worker, signed, with the same webhook-id', async () => {
    const { db } = runtime.database;
    const { repositories } = runtime;
    const user = await db
      .insertInto('users')
      .values({ status: 'user', email: 'crash@example.com', nickname: 'crash', plan: 'Free', credit: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { port } = receiver.address() as AddressInfo;
    const endpoint = await repositories.webhookEndpoints.create({
      ownerId: user.id,
      url: `http://127.0.0.1:${port}/hook`,
      description: '',
      eventTypes: ['video.completed'],
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    });
    // A render whose task ends: the event is written in the transaction that marks it done.
    const project = await db
      .insertInto('projects')
      .values({ owner_id: user.id, name: 'Crash video', kind: 'editor' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const taskId = await runtime.queue.tasks.create({ kind: 'render-workspace', ownerId: user.id, payload: {}, retryLimit: 0, queueJobId: randomUUID() });
    await db.updateTable('tasks').set({ status: 'running', attempts: 1 }).where('id', '=', taskId).execute();
    await db.insertInto('renders').values({ project_id: project.id, workspace_index: 0, workspace_version: 1, task_id: taskId }).execute();
    await runtime.queue.tasks.finish(taskId, 'done', { result: { durationMs: 2000 }, attempt: 1 });

    const first = await startWorker();
    await waitFor('the first delivery to reach the receiver', 60_000, () => (held.length > 0 ? true : undefined));
    await killHard(first);
    workers.delete(first);
    const delivery = await db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpoint.id).executeTakeFirstOrThrow();
    expect(delivery.status).toBe('pending');
    expect(await db.selectFrom('webhook_attempts').select('id').where('delivery_id', '=', delivery.id).execute()).toEqual([]);

    await startWorker();
    const delivered = await waitFor('the delivery to be made by the second worker', 90_000, async () => {
      const row = await db.selectFrom('webhook_deliveries').select('status').where('id', '=', delivery.id).executeTakeFirstOrThrow();
      return row.status === 'delivered' ? row : undefined;
    });
    expect(delivered.status).toBe('delivered');
    expect(received).toHaveLength(2);
    const webhook = new Webhook(endpoint.secret);
    for (const request of received) {
      expect(request.headers['webhook-id']).toBe(delivery.event_id);
      expect(webhook.verify(request.body, request.headers as Record<string, string>)).toMatchObject({
        type: 'video.completed',
        data: { project_id: project.id, task_id: taskId, status: 'done', duration: 2 },
      });
    }
    const attempts = await db.selectFrom('webhook_attempts').select(['attempt', 'status_code']).where('delivery_id', '=', delivery.id).execute();
    expect(attempts).toEqual([{ attempt: 1, status_code: 200 }]);
    expect(await db.selectFrom('webhook_deliveries').select('id').where('event_id', '=', delivery.event_id).execute()).toHaveLength(1);
  });
});
