import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createRuntime, loadConfig, platformConfigSchema, type Runtime } from '@talkreel/platform';
import { createScratchDatabase, requirePostgresForTest, type ScratchDatabase } from '@talkreel/platform/testing';
import { createScaleProbeJob, scaleProbeTablesSql } from './test-support/scale-probe.job.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const reachable = await requirePostgresForTest('scale-out test');

function startWorker(databaseUrl: string, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/worker/src/test-support/scale-probe-worker.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', JOB_HEARTBEAT_SECONDS: '1', JOB_STALL_SECONDS: '8' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`worker exited early with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
      // Anything else is the worker's log (warnings, errors): shown, so a failure says what the worker saw.
      else process.stderr.write(chunk);
    });
  });
}

describe.skipIf(!reachable)('scale-out on PostgreSQL: two worker processes, one queue', () => {
  let database: ScratchDatabase;
  let dataDir: string;
  let runtime: Runtime;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    database = await createScratchDatabase('talkreel_scale');
    dataDir = await mkdtemp(path.join(tmpdir(), 'talkreel-scale-'));
    const config = loadConfig(platformConfigSchema, { DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, '/nonexistent/.env');
    runtime = await createRuntime(config, createLogger({ level: 'silent', name: 'scale-test' }));
    await sql.raw(scaleProbeTablesSql).execute(runtime.database.db);
    await runtime.queue.register([createScaleProbeJob(runtime)]);
  });

  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
    await runtime?.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('drains 200 jobs exactly once, and a job whose worker is killed -9 completes once on the other', async () => {
    workers.push(await startWorker(database.url, dataDir), await startWorker(database.url, dataDir));
    const probe = createScaleProbeJob(runtime);
    // The long job sits in the middle, so both workers have drained short ones before the kill.
    const taskIds: string[] = [];
    for (let index = 0; index < 100; index += 1) taskIds.push(await runtime.queue.enqueue(probe, { workMs: 20 }, { ownerId: null }));
    const longTaskId = await runtime.queue.enqueue(probe, { workMs: 3000 }, { ownerId: null });
    taskIds.push(longTaskId);
    for (let index = 0; index < 99; index += 1) taskIds.push(await runtime.queue.enqueue(probe, { workMs: 20 }, { ownerId: null }));

    // Find the worker running the long job and kill it mid-job.
    const { db } = runtime.database;
    let victimPid: number | undefined;
    for (let tries = 0; victimPid === undefined && tries < 200; tries += 1) {
      const started = await sql<{ pid: number }>`select pid from scale_probe_starts where task_id = ${longTaskId}`.execute(db);
      victimPid = started.rows[0]?.pid;
      if (victimPid === undefined) await sleep(50);
    }
    expect(victimPid).toBeDefined();
    const victim = workers.find((worker) => worker.pid === victimPid)!;
    victim.kill('SIGKILL');

    // The kill may also land between pg-boss handing the victim a short job and the victim starting it: the
    // monitor sends that delivery again after JOB_STALL_SECONDS (before, the task waited forever; CI caught it).
    // The exactly-once checks are the point, not the speed: a loaded CI machine drains slower (24 s here idle).
    const deadline = Date.now() + 200_000;
    let doneCount = 0;
    while (Date.now() < deadline) {
      const row = await db.selectFrom('tasks').select(db.fn.countAll<string>().as('count')).where('status', '=', 'done').executeTakeFirstOrThrow();
      doneCount = Number(row.count);
      if (doneCount === 200) break;
      await sleep(250);
    }
    if (doneCount !== 200) {
      // What the missing ones are doing says whether they were lost, failed or only slow.
      const unfinished = await db
        .selectFrom('tasks')
        .select(['id', 'status', 'attempts', 'failed_runs', 'error_message', 'queue_job_id'])
        .where('status', '!=', 'done')
        .execute();
      console.log('unfinished tasks', JSON.stringify(unfinished));
      // And what pg-boss holds for them: never sent, waiting, handed out, or ended.
      const deliveries = await sql`select id, state, priority, retry_count, start_after, started_on, created_on, completed_on from pgboss.job
        where data->>'taskId' in (${sql.join(unfinished.map((task) => task.id))})`.execute(db);
      console.log('their deliveries', JSON.stringify(deliveries.rows));
    }
    expect(doneCount).toBe(200);

    const completions = await sql<{ task_id: string; count: string }>`
      select task_id, count(*) as count from scale_probe_completions group by task_id`.execute(db);
    expect(completions.rows).toHaveLength(200);
    expect(completions.rows.filter((row) => Number(row.count) !== 1)).toEqual([]);
    expect(new Set(completions.rows.map((row) => row.task_id))).toEqual(new Set(taskIds));

    const longStarts = await sql<{ pid: number }>`select pid from scale_probe_starts where task_id = ${longTaskId} order by at`.execute(db);
    expect(longStarts.rows.length).toBe(2);
    expect(longStarts.rows[0]!.pid).toBe(victimPid);
    const longCompletion = await sql<{ pid: number }>`select pid from scale_probe_completions where task_id = ${longTaskId}`.execute(db);
    expect(longCompletion.rows).toEqual([{ pid: workers.find((worker) => worker !== victim)!.pid }]);

    const perWorker = await sql<{ pid: number; count: string }>`select pid, count(*) as count from scale_probe_completions group by pid`.execute(db);
    expect(perWorker.rows.length).toBe(2);
  }, 300_000);
});
