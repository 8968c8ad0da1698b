import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createRuntime, loadConfig, platformConfigSchema, probeMedia, type Runtime } from '@talkreel/platform';
import { renderWorkspaceJob } from '@talkreel/jobs';
import { parseWorkspace, type Workspace } from '@talkreel/timeline';
import { createScratchDatabase, requirePostgresForTest } from '@talkreel/platform/testing';
import { killHard, startTalkreelWorker } from './test-support/worker-processes.ts';

const reachable = await requirePostgresForTest('worker crash test');

/** Short liveness settings: a dead worker's job is taken back 4–5 s after its last heartbeat. */
const liveness = { JOB_HEARTBEAT_SECONDS: '1', JOB_STALL_SECONDS: '4' };

/** A 1080×1080 render whose every frame differs (a fade over the whole scene), so it is really working when killed. */
function fadingTextWorkspace(durationMs: number, text: string): Workspace {
  return parseWorkspace({
    schemaVersion: 1,
    aspect_ratio: 2,
    render_subtitle: false,
    scenes: [
      {
        duration: durationMs,
        bg_color: '#1d2440',
        tracks: [
          {
            type: 'text',
            index: 0,
            layers: [
              {
                type: 'text',
                x: 140,
                y: 400,
                w: 800,
                h: 200,
                prop: { textInfo: { text, fontSize: 96, color: '#ffffff' } },
                timeline: { start: 0, end: durationMs, cross: { in: 'fade', in_time: durationMs } },
              },
            ],
          },
        ],
      },
    ],
  });
}

/** Every status change a task goes through, written by the database itself (so a duplicate completion cannot hide). */
const transitionLogSql = `
  create table task_transitions (task_id uuid not null, attempt integer not null, status text not null, worker_id text, at timestamptz not null default clock_timestamp());
  create function log_task_transition() returns trigger language plpgsql as $$
  begin
    if (new.status = 'running' and (old.status <> 'running' or old.attempts <> new.attempts))
      or new.status in ('done', 'failed', 'cancelled') then
      insert into task_transitions (task_id, attempt, status, worker_id) values (new.id, new.attempts, new.status, new.worker_id);
    end if;
    return new;
  end $$;
  create trigger tasks_transitions after update on tasks for each row execute function log_task_transition();
`;

const workerPid = (workerId: string | null) => Number(workerId?.split(':')[1]);

describe.skipIf(!reachable)('talkreel worker processes killed with -9 mid-render, on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let dataDir: string;
  let runtime: Runtime;
  let ownerId: string;
  let workerEnv: Record<string, string>;
  const workers = new Set<ChildProcess>();

  beforeAll(async () => {
    database = await createScratchDatabase('talkreel_crash');
    dataDir = await mkdtemp(path.join(tmpdir(), 'talkreel-crash-'));
    workerEnv = { DATABASE_URL: database.url, DATA_DIR: dataDir, WORKER_CONCURRENCY: '1', ...liveness };
    // This process plays the API server (RUN_WORKER=false): it submits renders and runs a stalled-task monitor too.
    const config = loadConfig(platformConfigSchema, { ...workerEnv, LOG_LEVEL: 'silent' }, '/nonexistent/.env');
    runtime = await createRuntime(config, createLogger({ level: 'silent', name: 'crash-test' }));
    await sql.raw(transitionLogSql).execute(runtime.database.db);
    await runtime.queue.register([renderWorkspaceJob]);
    const user = await runtime.database.db
      .insertInto('users')
      .values({ status: 'guest', nickname: 'crash', plan: 'free', credit: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    ownerId = user.id;
  });

  afterAll(async () => {
    await Promise.all([...workers].map(killHard));
    await runtime?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function startWorker(): Promise<ChildProcess> {
    const worker = await startTalkreelWorker(workerEnv);
    workers.add(worker);
    return worker;
  }

  async function kill(worker: ChildProcess): Promise<Date> {
    await killHard(worker);
    workers.delete(worker);
    const now = await sql<{ now: Date }>`select clock_timestamp() as now`.execute(runtime.database.db);
    return now.rows[0]!.now;
  }

  async function submitRender(durationMs: number, text: string): Promise<string> {
    return runtime.queue.enqueue(
      renderWorkspaceJob,
      { ownerId, projectId: ownerId, workspaceIndex: 0, workspace: fadingTextWorkspace(durationMs, text), watermark: true },
      { ownerId },
    );
  }

  async function transitions(taskId: string) {
    return runtime.database.db
      .selectFrom(sql<{ task_id: string; attempt: number; status: string; worker_id: string | null; at: Date }>`task_transitions`.as('t'))
      .selectAll()
      .where('task_id', '=', taskId)
      .orderBy('at')
      .execute();
  }

  /** Waits for `check` to return something, polling the database. */
  async function waitFor<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await check();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await sleep(100);
    }
  }

  it('two workers, 20 renders, 5 workers killed mid-render and restarted: every render done exactly once, each killed render running again within 60 s', async () => {
    await Promise.all([startWorker(), startWorker()]);
    const taskIds: string[] = [];
    for (let index = 0; index < 20; index += 1) taskIds.push(await submitRender(3000, `Render ${index + 1}`));

    const recoverySeconds: number[] = [];
    const killedTaskIds = new Set<string>();
    for (let killNumber = 1; killNumber <= 5; killNumber += 1) {
      // A render in mid-flight, on a live worker, that has not been killed before (a render may lose one run).
      const victimTask = await waitFor(`a render in progress to kill (kill ${killNumber})`, 60_000, async () => {
        const running = await runtime.database.db
          .selectFrom('tasks')
          .select(['id', 'attempts', 'worker_id', 'progress'])
          .where('status', '=', 'running')
          .where('progress', '>=', 5)
          .where('progress', '<=', 80)
          .where('failed_runs', '=', 0)
          .execute();
        return running.find((task) => !killedTaskIds.has(task.id) && [...workers].some((worker) => worker.pid === workerPid(task.worker_id)));
      });
      const victim = [...workers].find((worker) => worker.pid === workerPid(victimTask.worker_id))!;
      const killedAt = await kill(victim);
      killedTaskIds.add(victimTask.id);
      const restarted = startWorker();
      const resumed = await waitFor(`render ${victimTask.id} to run again`, 60_000, async () =>
        (await transitions(victimTask.id)).find((row) => row.status === 'running' && row.attempt > victimTask.attempts),
      );
      expect(workerPid(resumed.worker_id)).not.toBe(victim.pid);
      const seconds = (resumed.at.getTime() - killedAt.getTime()) / 1000;
      recoverySeconds.push(seconds);
      console.log(
        `kill ${killNumber}: worker ${victim.pid} killed at ${victimTask.progress} % of render ${victimTask.id}; running again on worker ${workerPid(resumed.worker_id)} after ${seconds.toFixed(1)} s`,
      );
      await restarted;
    }

    const finished = await waitFor('all 20 renders to finish', 120_000, async () => {
      const rows = await runtime.database.db.selectFrom('tasks').select(['id', 'status', 'error_message', 'result']).where('id', 'in', taskIds).execute();
      return rows.every((row) => row.status === 'done' || row.status === 'failed' || row.status === 'cancelled') ? rows : undefined;
    });
    console.log(
      `recovery after kill -9 (s): ${recoverySeconds.map((seconds) => seconds.toFixed(1)).join(', ')}; max ${Math.max(...recoverySeconds).toFixed(1)}`,
    );
    expect(finished.filter((row) => row.status !== 'done')).toEqual([]);
    expect(recoverySeconds).toHaveLength(5);
    for (const seconds of recoverySeconds) expect(seconds).toBeLessThan(60);

    // Exactly one completion per render, and the killed ones ran exactly twice.
    const doneCounts = await sql<{ task_id: string; count: string }>`
      select task_id, count(*) as count from task_transitions where status = 'done' group by task_id`.execute(runtime.database.db);
    expect(doneCounts.rows).toHaveLength(20);
    expect(doneCounts.rows.filter((row) => Number(row.count) !== 1)).toEqual([]);
    for (const taskId of killedTaskIds) {
      expect((await transitions(taskId)).filter((row) => row.status === 'running')).toHaveLength(2);
    }
    // Each render's files were committed once, and the MP4 is whole.
    const videos = await runtime.database.db
      .selectFrom('files')
      .select('storage_key')
      .where('purpose', '=', 'render')
      .where('original_name', '=', 'video.mp4')
      .execute();
    expect(videos).toHaveLength(20);
    const [killedOne] = [...killedTaskIds];
    const probe = await probeMedia(runtime.ffprobePath, path.join(dataDir, 'files', `renders/${ownerId}/${killedOne}/video.mp4`));
    expect(probe.durationMs).toBeGreaterThan(2900);
    expect(probe.durationMs).toBeLessThan(3200);
  }, 300_000);

  it('a render whose workers are all killed twice in a row ends failed with a reason, and nothing runs it again', async () => {
    for (const worker of [...workers]) await kill(worker);
    await Promise.all([startWorker(), startWorker()]);
    // Long enough that no machine finishes its second run in the 1.5 s before that run's kill (an 8 s one did, on an idle CI machine).
    const taskId = await submitRender(120_000, 'Doomed');

    for (let round = 1; round <= 2; round += 1) {
      await waitFor(`run ${round} in mid-render`, 60_000, async () => {
        const task = await runtime.queue.tasks.find(taskId);
        return task?.status === 'running' && task.attempts === round && task.progress >= 5 ? task : undefined;
      });
      // Progress never goes backwards, so a second run shows the first one's figure: give it time to be drawing.
      if (round === 2) await sleep(1500);
      for (const worker of [...workers]) await kill(worker);
      // The first time the workers come back; the second time none does, and this process's monitor (the API's) reaps it.
      if (round === 1) await Promise.all([startWorker(), startWorker()]);
    }

    const task = await waitFor('the render to fail', 30_000, async () => {
      const row = await runtime.queue.tasks.find(taskId);
      return row?.status === 'running' || row?.status === 'queued' ? undefined : row;
    });
    expect(task).toMatchObject({
      status: 'failed',
      attempts: 2,
      error_message: 'Stopped 2 times because the machine running it went away (the worker was killed or lost power); no retries are left. Please try again.',
    });
    const runs = await transitions(taskId);
    expect(runs.map((row) => `${row.status}:${row.attempt}`)).toEqual(['running:1', 'running:2', 'failed:2']);
    // No delivery is left that could start it again.
    const pending = await sql<{ count: string }>`
      select count(*) as count from pgboss.job where data->>'taskId' = ${taskId} and state in ('created', 'retry', 'active')`.execute(runtime.database.db);
    expect(Number(pending.rows[0]!.count)).toBe(0);
  }, 180_000);
});
