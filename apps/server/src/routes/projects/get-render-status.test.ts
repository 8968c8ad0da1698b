import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWorkspaceJob } from '@talkreel/jobs';
import type { QueuedJobData } from '@talkreel/platform';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

const workspace = {
  schemaVersion: 1,
  aspect_ratio: 2,
  scenes: [{ duration: 1000, bg_color: '#1d2440', tracks: [] }],
};

describe('GET /api/project/render/status when the workers running a render die', () => {
  let product: TestProduct;
  let token: string;
  // No worker in this process: the test plays the workers that die, the server's own monitor takes their work back.
  beforeAll(async () => {
    product = await startTestProduct({ RUN_WORKER: 'false', JOB_HEARTBEAT_SECONDS: '60', JOB_STALL_SECONDS: '120' });
    token = await product.createGuestToken();
  });
  afterAll(() => product.cleanup());

  const readStatus = async (projectId: string) =>
    (
      await product.app.inject({
        method: 'GET',
        url: `/api/project/render/status?project_id=${projectId}&index=0`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();

  /** A worker takes the render's delivery, starts it, and is never heard from again. */
  async function startRunAndDie(): Promise<void> {
    const { queue, database } = product.runtime;
    const [delivery] = await queue.boss.fetch<QueuedJobData>(renderWorkspaceJob.name, { batchSize: 1 });
    const claim = await queue.tasks.claim(delivery!.data.taskId, { queueJobId: delivery!.id, workerId: 'killed-worker' });
    expect(claim.kind).toBe('claimed');
    await sql`update tasks set heartbeat_at = now() - interval '10 minutes' where id = ${delivery!.data.taskId}`.execute(database.db);
  }

  it('shows queued again after one dead worker, then failed with the reason after a second', async () => {
    const submitted = await product.app.inject({
      method: 'POST',
      url: '/api/project/batch_render',
      headers: { authorization: `Bearer ${token}` },
      payload: { workspaces: [{ index: 0, workspace }] },
    });
    const projectId = submitted.json().data.project_id as string;
    expect((await readStatus(projectId)).data).toMatchObject({ status: 'queued', error: null });

    await startRunAndDie();
    expect((await readStatus(projectId)).data).toMatchObject({ status: 'running' });
    await product.runtime.queue.reapStalledTasks();
    expect((await readStatus(projectId)).data).toMatchObject({ status: 'queued', error: null });

    await startRunAndDie();
    await product.runtime.queue.reapStalledTasks();
    expect(await readStatus(projectId)).toEqual({
      code: 0,
      msg: 'ok',
      data: expect.objectContaining({
        status: 'failed',
        video_url: null,
        error: 'Stopped 2 times because the machine running it went away (the worker was killed or lost power); no retries are left. Please try again.',
      }),
    });
  });

  it('answers polls from memory on the embedded database, and never a status older than the last write', async () => {
    const submitted = await product.app.inject({
      method: 'POST',
      url: '/api/project/batch_render',
      headers: { authorization: `Bearer ${token}` },
      payload: { workspaces: [{ index: 0, workspace }] },
    });
    const projectId = submitted.json().data.project_id as string;
    const { database } = product.runtime;
    expect(database.writes).not.toBeNull();
    const first = await readStatus(projectId);
    const writesBefore = database.writes!.count;
    // Polls with nothing written in between read nothing and write nothing.
    for (let poll = 0; poll < 20; poll += 1) expect(await readStatus(projectId)).toEqual(first);
    expect(database.writes!.count).toBe(writesBefore);
    // Any write, here the worker's progress, and the next poll reads it.
    await sql`update tasks set status = 'running', progress = 42, stage = 'frames' where id = (select task_id from renders where project_id = ${projectId})`.execute(
      database.db,
    );
    expect((await readStatus(projectId)).data).toMatchObject({ status: 'running', progress: 42, stage: 'frames' });
    await sql`update tasks set progress = 43 where id = (select task_id from renders where project_id = ${projectId})`.execute(database.db);
    expect((await readStatus(projectId)).data).toMatchObject({ progress: 43 });
  });
});
