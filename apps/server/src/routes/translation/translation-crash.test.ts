import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkTalkingPhotoRoute,
  createTalkingPhotoRoute,
  createTranslationRoute,
  dubTranslationRoute,
  getDefaultVoiceRoute,
  getTranslationRoute,
  getUserInfoRoute,
  listTalkingPhotoPersonsRoute,
  translationCreditCost,
  type TranslationRecord,
} from '@talkreel/contract';
import { RenderWorkspaceResultSchema } from '@talkreel/jobs';
import { probeMedia } from '@talkreel/platform';
import { createScratchDatabase, requirePostgresForTest, type ScratchDatabase } from '@talkreel/platform/testing';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { makeSpokenClip } from '../../test-support/translation-sources.ts';
import { until } from '../../test-support/until.ts';

const reachable = await requirePostgresForTest('translation crash test');
const serverRoot = path.resolve(import.meta.dirname, '../../..');
const facesDirectory = path.resolve(serverRoot, '../../../shared/corpora/faces');

/** A dead worker's task is taken back 8–9 s after its last heartbeat (long enough that a busy CI machine never loses a live one). */
const liveness = { JOB_HEARTBEAT_SECONDS: '1', JOB_STALL_SECONDS: '8' };

/** The stages of a task's render, after its translation or dub was saved as the new project's workspace. */
const renderStages = ['speech', 'face', 'frames', 'encode', 'saving'];

/**
 * Every run, stage change and ending of a task, written by the database itself
 * (so a duplicate completion or a second translation cannot hide).
 */
const transitionLogSql = `
  create table task_transitions (task_id uuid not null, attempt integer not null, event text not null, stage text, worker_id text, at timestamptz not null default clock_timestamp());
  create function log_task_transition() returns trigger language plpgsql as $$
  begin
    if new.status = 'running' and (old.status <> 'running' or old.attempts <> new.attempts) then
      insert into task_transitions (task_id, attempt, event, stage, worker_id) values (new.id, new.attempts, 'running', new.stage, new.worker_id);
    elsif new.status in ('done', 'failed', 'cancelled') then
      insert into task_transitions (task_id, attempt, event, stage, worker_id) values (new.id, new.attempts, new.status, new.stage, new.worker_id);
    elsif new.status = 'running' and new.stage is distinct from old.stage then
      insert into task_transitions (task_id, attempt, event, stage, worker_id) values (new.id, new.attempts, 'stage', new.stage, new.worker_id);
    end if;
    return new;
  end $$;
  create trigger tasks_transitions after update on tasks for each row execute function log_task_transition();
`;

const workerPid = (workerId: string | null) => Number(workerId?.split(':')[1]);

describe.skipIf(!reachable)('video translation on PostgreSQL: the worker killed -9 mid-render loses nothing', () => {
  let database: ScratchDatabase;
  let dataDir: string;
  let product: TestProduct;
  let token: string;
  let userId: string;
  const workers = new Set<ChildProcess>();

  const db = () => product.runtime.database.db;
  const balance = async (): Promise<number> => (await callRoute(product, getUserInfoRoute, { token })).data.credit;
  const readTranslation = async (id: string) => (await callRoute(product, getTranslationRoute, { token, query: { id } })).data;

  /** `talkreel worker` as its own process on the shared database and storage; resolves once it polls. */
  function startWorker(): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'worker'], {
      cwd: serverRoot,
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'info', WORKER_CONCURRENCY: '1', ...liveness },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    workers.add(child);
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`talkreel worker exited early with ${code}`));
      child.once('exit', onExit);
      let pending = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        const lines = (pending + chunk.toString()).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          if (line.includes('"msg":"worker started"')) {
            child.off('exit', onExit);
            resolve(child);
          } else if (/"level":(40|50|60)/u.test(line)) process.stderr.write(`[worker ${child.pid}] ${line}\n`);
        }
      });
    });
  }

  /** kill -9, and wait until the process is really gone. */
  async function killHard(child: ChildProcess): Promise<void> {
    workers.delete(child);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /**
   * Waits until the task's first run is drawing frames on one of this test's workers, kills that worker, checks that
   * the page still shows the language rendering, and starts a fresh worker; the killed worker's pid.
   */
  async function killMidRender(translationId: string, taskId: string): Promise<number> {
    // Killed once drawing has visibly moved on from where it started (or the video is being encoded).
    let drawingFromPercent: number | undefined;
    const running = await until(
      () => db().selectFrom('tasks').select(['status', 'stage', 'progress', 'attempts', 'worker_id']).where('id', '=', taskId).executeTakeFirstOrThrow(),
      (task) => {
        if (task.status !== 'queued' && task.status !== 'running') return true;
        if (task.stage === 'frames') drawingFromPercent ??= task.progress;
        return task.stage === 'encode' || (drawingFromPercent !== undefined && task.progress > drawingFromPercent);
      },
      { timeoutMs: 300_000, intervalMs: 50 },
    );
    expect(running).toMatchObject({ status: 'running', attempts: 1 });
    const victim = [...workers].find((worker) => worker.pid === workerPid(running.worker_id));
    expect(victim, `task ${taskId} runs on ${running.worker_id}, none of this test's workers`).toBeDefined();
    await killHard(victim!);
    console.log(`${taskId}: worker ${victim!.pid} killed in stage ${running.stage} at ${running.progress} %`);
    // Until a live worker takes it back, the page shows the language rendering, with no video.
    expect((await readTranslation(translationId)).outputs[0]).toMatchObject({ status: 'rendering', stage: 'render', video_url: null });
    await startWorker();
    return victim!.pid!;
  }

  async function transitions(taskId: string) {
    return db()
      .selectFrom(sql<{ task_id: string; attempt: number; event: string; stage: string | null; worker_id: string | null; at: Date }>`task_transitions`.as('t'))
      .selectAll()
      .where('task_id', '=', taskId)
      .orderBy('at')
      .execute();
  }

  /** The finished translation: one new project and its one render, done once after two runs, paid once; its video plays. */
  async function expectFinishedOnce(done: TranslationRecord, killedWorkerPid: number) {
    expect(done.status, JSON.stringify(done.outputs)).toBe('done');
    expect(done.outputs).toHaveLength(1);
    const [output] = done.outputs;
    expect(output).toMatchObject({ language: 'es', status: 'done', progress: 100, stage: 'done', error: null });
    const row = await db().selectFrom('translations').select('outputs').where('id', '=', done.id).executeTakeFirstOrThrow();
    expect(row.outputs).toHaveLength(1);
    const { taskId, projectId } = row.outputs[0]!;
    expect(output!.project_id).toBe(projectId);

    // Done once, after exactly two runs: the killed one and one on the fresh worker, which only rendered again.
    const log = await transitions(taskId);
    expect(log.filter((entry) => entry.event === 'done')).toHaveLength(1);
    expect(log.filter((entry) => entry.event === 'failed' || entry.event === 'cancelled')).toEqual([]);
    const runs = log.filter((entry) => entry.event === 'running');
    expect(runs.map((run) => run.attempt)).toEqual([1, 2]);
    expect(workerPid(runs[0]!.worker_id)).toBe(killedWorkerPid);
    expect(workerPid(runs[1]!.worker_id)).not.toBe(killedWorkerPid);
    const secondRunStages = log.filter((entry) => entry.attempt === 2 && entry.event === 'stage').map((entry) => entry.stage);
    expect(secondRunStages.length).toBeGreaterThan(0);
    expect(secondRunStages.filter((stage) => !renderStages.includes(stage!))).toEqual([]);
    const task = await db().selectFrom('tasks').select(['status', 'attempts', 'failed_runs', 'result']).where('id', '=', taskId).executeTakeFirstOrThrow();
    expect(task).toMatchObject({ status: 'done', attempts: 2, failed_runs: 1 });

    // One new project for the language, rendered once (the render row the first run saved names the task).
    const renders = await db().selectFrom('renders').select(['task_id', 'workspace_index']).where('project_id', '=', projectId).execute();
    expect(renders).toEqual([{ task_id: taskId, workspace_index: 0 }]);

    // The video is stored whole: a picture and a sound track as long as the render said.
    const result = RenderWorkspaceResultSchema.parse(task.result);
    expect(result.videoKey).toBe(`renders/${userId}/${taskId}/video.mp4`);
    const localPath = path.join(dataDir, `${taskId}.mp4`);
    const download = await product.app.inject({ method: 'GET', url: output!.video_url! });
    expect(download.statusCode).toBe(200);
    await writeFile(localPath, download.rawPayload);
    const info = await probeMedia(product.runtime.ffprobePath, localPath);
    expect(info.streams.filter((stream) => stream.codecType === 'video')).toHaveLength(1);
    expect(info.streams.filter((stream) => stream.codecType === 'audio')).toHaveLength(1);
    expect(Math.abs(info.durationMs - result.durationMs)).toBeLessThanOrEqual(100);
    // The render's files were recorded once, under the task's own keys.
    const videoRows = await db().selectFrom('files').select('purpose').where('storage_key', '=', result.videoKey).execute();
    expect(videoRows).toEqual([{ purpose: 'render' }]);
    return { taskId, durationMs: info.durationMs };
  }

  /** The task's credits: debited once with `reason`, never refunded. */
  async function expectChargedOnce(taskId: string, amount: number, reason: string) {
    const ledger = await db().selectFrom('credit_ledger').select(['amount', 'reason']).where('task_id', '=', taskId).execute();
    expect(ledger).toEqual([{ amount: -amount, reason }]);
  }

  beforeAll(async () => {
    database = await createScratchDatabase('talkreel_translation_crash');
    dataDir = await mkdtemp(path.join(tmpdir(), 'talkreel-translation-crash-'));
    // The API alone: every translation runs in the worker processes started by the tests.
    product = await startTestProduct({ DATABASE_URL: database.url, DATA_DIR: dataDir, RUN_WORKER: 'false', ...liveness });
    await sql.raw(transitionLogSql).execute(db());
    token = (await createAuthClient(product.app).register('crash-translator@example.com', 'right-password-1')).data.token;
    userId = (await db().selectFrom('users').select('id').where('email', '=', 'crash-translator@example.com').executeTakeFirstOrThrow()).id;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([...workers].map(killHard));
    await product?.cleanup();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('a talking photo translated en→es, its worker killed mid-render: a fresh worker renders the saved Spanish workspace, done once, paid once', async () => {
    // The source: a talking photo, never rendered (a translation reads its workspace).
    const photo = (
      await product.uploadFile(token, {
        bytes: await readFile(path.join(facesDirectory, 'positive/katherine_maher_800px.jpg')),
        name: 'katherine.jpg',
        purpose: 'talking_photo',
      })
    ).json() as { code: number; msg: string; data: { full_path: string } };
    expect(photo.code, photo.msg).toBe(0);
    expect((await callRoute(product, checkTalkingPhotoRoute, { token, body: { photo_path: photo.data.full_path } })).code).toBe(0);
    const voiceId = (await callRoute(product, getDefaultVoiceRoute, { token, query: { gender: 1 } })).data.id;
    const persons = (await callRoute(product, listTalkingPhotoPersonsRoute, { token })).data.digital_persons;
    const created = await callRoute(product, createTalkingPhotoRoute, {
      token,
      body: {
        person_id: persons.find((person) => person.typ === 'photo')!.id,
        script: 'Hello, welcome to our garden.',
        tts_voice_id: voiceId,
        render_subtitle: 1,
      },
    });
    expect(created.code, created.msg).toBe(0);

    const projectsBefore = await db().selectFrom('projects').select('id').where('owner_id', '=', userId).execute();
    const before = await balance();
    const request = {
      source: { type: 'project' as const, project_id: created.data.new_prj_id, workspace_index: 0 },
      source_language: 'en',
      target_languages: ['es'],
    };
    const started = await callRoute(product, createTranslationRoute, { token, body: request });
    expect(started.code, started.msg).toBe(0);
    expect(started.data.credits).toBe(1);
    const { outputs } = await db().selectFrom('translations').select('outputs').where('id', '=', started.data.id).executeTakeFirstOrThrow();
    const taskId = outputs[0]!.taskId;

    await startWorker();
    const killedPid = await killMidRender(started.data.id, taskId);

    const done = await until(
      () => readTranslation(started.data.id),
      (record) => record.status === 'done' || record.status === 'failed',
      { timeoutMs: 300_000, intervalMs: 250 },
    );
    const finished = await expectFinishedOnce(done, killedPid);
    expect(finished.durationMs).toBeGreaterThan(1000);
    await expectChargedOnce(finished.taskId, 1, 'Video translation');
    expect(await balance()).toBe(before - 1);
    const projectsAfter = await db().selectFrom('projects').select('id').where('owner_id', '=', userId).execute();
    expect(projectsAfter).toHaveLength(projectsBefore.length + 1);
  }, 600_000);

  it('an upload dubbed into Spanish, its worker killed after the dub was saved: a fresh worker renders it, done once, paid once', async () => {
    const clipPath = path.join(dataDir, 'clip.mp4');
    await makeSpokenClip(product.runtime.ffmpegPath, [{ voice: 'slt', text: 'Welcome to our garden. The flowers open early.' }], clipPath);
    const stored = (await product.uploadFile(token, { bytes: await readFile(clipPath), name: 'garden.mp4', purpose: 'video_translation' })).json() as {
      code: number;
      msg: string;
      data: { full_path: string };
    };
    expect(stored.code, stored.msg).toBe(0);
    const started = await callRoute(product, createTranslationRoute, {
      token,
      body: { source: { type: 'upload', file_path: stored.data.full_path }, source_language: 'en', target_languages: ['es'] },
    });
    expect(started.code, started.msg).toBe(0);
    if (workers.size === 0) await startWorker();
    const review = await until(
      () => readTranslation(started.data.id),
      (record) => record.status !== 'processing',
      { timeoutMs: 300_000, intervalMs: 250 },
    );
    expect(review.status, JSON.stringify(review.error)).toBe('review');
    expect(review.segments.length).toBeGreaterThan(0);

    const before = await balance();
    const cost = translationCreditCost(review.source.duration_ms, 1);
    const dubbing = await callRoute(product, dubTranslationRoute, { token, body: { id: review.id } });
    expect(dubbing.code, dubbing.msg).toBe(0);
    expect(await balance()).toBe(before - cost);
    const { outputs } = await db().selectFrom('translations').select('outputs').where('id', '=', review.id).executeTakeFirstOrThrow();
    const taskId = outputs[0]!.taskId;

    // Killed once the dub is saved as the new project's workspace and its frames are being drawn.
    const killedPid = await killMidRender(review.id, taskId);

    const done = await until(
      () => readTranslation(review.id),
      (record) => record.status === 'done' || record.status === 'failed',
      { timeoutMs: 300_000, intervalMs: 250 },
    );
    const finished = await expectFinishedOnce(done, killedPid);
    expect(Math.abs(finished.durationMs - done.source.duration_ms)).toBeLessThanOrEqual(200);
    // The fit the first run measured stays with the output (the retry did not dub again).
    const fits = done.segments.map((segment) => segment.fit?.es);
    expect(fits.every((fit) => fit !== undefined)).toBe(true);
    expect(done.outputs[0]!.segments_in_slot).toBe(fits.filter((fit) => fit!.fits).length / fits.length);
    // The dubbed track the first run stored is the one the retry rendered: stored once.
    const tracks = await db().selectFrom('files').select('storage_key').where('storage_key', 'like', `translations/${userId}/${finished.taskId}/%`).execute();
    expect(tracks).toEqual([{ storage_key: `translations/${userId}/${finished.taskId}/dub-es.m4a` }]);
    await expectChargedOnce(finished.taskId, cost, 'Video dubbing');
    expect(await balance()).toBe(before - cost);
  }, 600_000);
});
