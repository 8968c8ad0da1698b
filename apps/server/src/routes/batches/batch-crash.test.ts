import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBatchRoute, getBatchStatusRoute } from '@talkreel/contract';
import { grantCredits } from '@talkreel/platform';
import { createScratchDatabase, requirePostgresForTest, type ScratchDatabase } from '@talkreel/platform/testing';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

const reachable = await requirePostgresForTest('batch crash test');
const serverRoot = path.resolve(import.meta.dirname, '../../..');
const ROWS = 12;

/** A 3 s square template: long enough a render that a worker can be killed in the middle of one. */
const template = {
  name: 'Crash Caption',
  category: 'announcement',
  aspect_ratio: 2,
  variables: [{ key: 'caption', type: 'text', label: 'Caption', default: 'Hello', max_length: 60 }],
  workspace: {
    schemaVersion: 1,
    aspect_ratio: 2,
    scenes: [
      {
        duration: 3000,
        bg_color: '#1d3557',
        tracks: [
          {
            type: 'text',
            index: 0,
            layers: [
              {
                type: 'text',
                x: 90,
                y: 400,
                w: 900,
                h: 200,
                timeline: { start: 0, end: 3000, cross: { in: 'fade', in_time: 2500 } },
                prop: { textInfo: { text: '{{caption}}', fontSize: 72, color: '#ffffff' } },
              },
            ],
          },
        ],
      },
    ],
  },
};

/** `talkreel worker` as its own process on the shared database and storage. */
function startWorker(databaseUrl: string, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'worker'], {
    cwd: serverRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'error', JOB_HEARTBEAT_SECONDS: '1', JOB_STALL_SECONDS: '8' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

describe.skipIf(!reachable)('batch mode on PostgreSQL: a worker killed -9 mid-batch', () => {
  let database: ScratchDatabase;
  let dataDir: string;
  let templatesDirectory: string;
  let product: TestProduct;
  let token: string;
  let userId: string;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    database = await createScratchDatabase('talkreel_batch_crash');
    dataDir = await mkdtemp(path.join(tmpdir(), 'talkreel-batch-crash-'));
    templatesDirectory = await mkdtemp(path.join(tmpdir(), 'talkreel-batch-crash-templates-'));
    await mkdir(path.join(templatesDirectory, 'media'));
    await writeFile(path.join(templatesDirectory, 'crash-caption-1x1.json'), JSON.stringify(template));
    // The API alone: every render runs in the worker processes started below.
    product = await startTestProduct({ DATABASE_URL: database.url, DATA_DIR: dataDir, RUN_WORKER: 'false' }, { templatesDirectory });
    token = (await createAuthClient(product.app).register('crash@example.com', 'right-password-1')).data.token;
    const { db } = product.runtime.database;
    userId = (await db.selectFrom('users').select('id').where('email', '=', 'crash@example.com').executeTakeFirstOrThrow()).id;
    await db.transaction().execute((trx) => grantCredits(trx, { userId, amount: ROWS, reason: 'Test grant', idempotencyKey: 'batch-crash-grant' }));
  }, 120_000);

  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
    await product?.cleanup();
    await database?.drop();
    for (const directory of [dataDir, templatesDirectory]) if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('loses no row and makes none twice: every row done once, debited once, nothing refunded', async () => {
    const rows = Array.from({ length: ROWS }, (_, index) => ({ row: index + 2, values: { caption: `Crash row ${index + 2}` } }));
    const created = await callRoute(product, createBatchRoute, { token, body: { template_id: 'crash-caption-1x1', rows } });
    expect(created.code).toBe(0);
    const projectId = created.data.project_id;
    workers.push(startWorker(database.url, dataDir), startWorker(database.url, dataDir));

    // Kill -9 the worker that is rendering a row, mid-render.
    const { db } = product.runtime.database;
    const taskIds = created.data.tasks.map((task) => task.task_id);
    let victimPid: number | undefined;
    let victimTaskId: string | undefined;
    for (let tries = 0; victimPid === undefined && tries < 1200; tries += 1) {
      const running = await db
        .selectFrom('tasks')
        .select(['id', 'worker_id', 'progress'])
        .where('id', 'in', taskIds)
        .where('status', '=', 'running')
        .where('progress', '>=', 5)
        .executeTakeFirst();
      const pid = Number(running?.worker_id?.split(':')[1]);
      if (running && workers.some((worker) => worker.pid === pid)) {
        victimPid = pid;
        victimTaskId = running.id;
      } else await sleep(50);
    }
    expect(victimPid, 'no row started rendering within a minute').toBeDefined();
    workers.find((worker) => worker.pid === victimPid)!.kill('SIGKILL');

    // The other worker finds the stalled row (no heartbeat for 8 s) and renders it again.
    let status = (await callRoute(product, getBatchStatusRoute, { token, query: { project_id: projectId } })).data;
    const deadline = Date.now() + 240_000;
    while (status.done + status.failed < ROWS && Date.now() < deadline) {
      await sleep(1000);
      status = (await callRoute(product, getBatchStatusRoute, { token, query: { project_id: projectId } })).data;
    }
    expect({ done: status.done, failed: status.failed }).toEqual({ done: ROWS, failed: 0 });

    // One render per row, each task done once; the killed row ran twice and finished once.
    const renders = await db.selectFrom('renders').select(['workspace_index', 'task_id']).where('project_id', '=', projectId).execute();
    expect(renders.map((render) => render.workspace_index).sort((a, b) => a - b)).toEqual(Array.from({ length: ROWS }, (_, index) => index));
    const tasks = await db.selectFrom('tasks').select(['id', 'status', 'failed_runs']).where('id', 'in', taskIds).execute();
    expect(tasks.every((task) => task.status === 'done')).toBe(true);
    expect(tasks.find((task) => task.id === victimTaskId)!.failed_runs).toBe(1);
    // Debited once per row, refunded never.
    // A task's entries are its debit and any refund; grants (the welcome credits, this test's) have no task.
    const ledger = await db.selectFrom('credit_ledger').select(['amount', 'reason']).where('user_id', '=', userId).where('task_id', 'is not', null).execute();
    expect(ledger.filter((entry) => entry.amount < 0 && entry.reason === 'Batch video')).toHaveLength(ROWS);
    expect(ledger.filter((entry) => entry.amount > 0)).toEqual([]);
    // Every row's video is stored once: the ZIP holds exactly the rows.
    const zip = await product.app.inject({ method: 'GET', url: status.zip_url });
    expect(zip.headers['content-type']).toBe('application/zip');
  }, 360_000);
});
