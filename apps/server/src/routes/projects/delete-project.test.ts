import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngWithoutMetadata } from '../../test-support/png-without-metadata.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

function pictureWorkspace(picturePath: string, durationMs: number) {
  return {
    schemaVersion: 1,
    aspect_ratio: 2,
    render_subtitle: false,
    preview_cover_time: 0,
    scenes: [
      {
        duration: durationMs,
        bg_color: '#203040',
        tracks: [
          { type: 'pic', index: 0, layers: [{ type: 'pic', path: picturePath, x: 0, y: 0, w: 1080, h: 1080, timeline: { start: 0, end: durationMs } }] },
        ],
      },
    ],
  };
}

describe('POST /api/project/rename, POST /api/project/delete, and the last finished render while a newer one runs', () => {
  let product: TestProduct;
  let token: string;
  let picturePath: string;
  beforeAll(async () => {
    product = await startTestProduct();
    token = await product.createGuestToken();
    picturePath = (await product.uploadFile(token, { bytes: pngWithoutMetadata(64, 64), name: 'square.png' })).json().data.full_path;
  });
  afterAll(() => product.cleanup());

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, bearer = token) =>
    product.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${bearer}` },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  async function waitForFinish(projectId: string): Promise<Record<string, unknown>> {
    let status: Record<string, unknown> = {};
    for (let tries = 0; tries < 600; tries += 1) {
      status = (await call('GET', `/project/render/status?project_id=${projectId}&index=0`)).json().data;
      if (status.status === 'done' || status.status === 'failed') return status;
      await sleep(100);
    }
    return status;
  }

  async function renderedProject(name: string): Promise<{ projectId: string; taskId: string }> {
    const submitted = (await call('POST', '/project/batch_render', { name, workspaces: [{ index: 0, workspace: pictureWorkspace(picturePath, 600) }] })).json();
    expect(submitted.code).toBe(0);
    const status = await waitForFinish(submitted.data.project_id);
    expect(status).toMatchObject({ status: 'done', last_done: null });
    return { projectId: submitted.data.project_id, taskId: status.task_id as string };
  }

  it('renames a video (trimmed); an empty name is 40000, another account’s video 40400', async () => {
    const { projectId } = await renderedProject('First name');
    expect((await call('POST', '/project/rename', { project_id: projectId, name: '  Launch teaser  ' })).json()).toEqual({
      code: 0,
      msg: 'ok',
      data: { project_id: projectId, name: 'Launch teaser' },
    });
    const list = (await call('GET', '/project/list')).json().data.list as { id: string; name: string }[];
    expect(list.find((project) => project.id === projectId)?.name).toBe('Launch teaser');

    const empty = (await call('POST', '/project/rename', { project_id: projectId, name: '   ' })).json();
    expect(empty.code).toBe(40000);
    expect(empty.msg).toContain('Give the video a name');
    const stranger = await product.createGuestToken();
    expect((await call('POST', '/project/rename', { project_id: projectId, name: 'Taken' }, stranger)).json()).toMatchObject({ code: 40400 });
    const row = await product.runtime.database.db.selectFrom('projects').select('name').where('id', '=', projectId).executeTakeFirstOrThrow();
    expect(row.name).toBe('Launch teaser');
  }, 120_000);

  it('keeps the last finished render beside a new one until the new one is done', async () => {
    const { projectId, taskId: firstTaskId } = await renderedProject('Rendered twice');
    const again = (await call('POST', '/project/task/submit', { tasks: [{ project_id: projectId, index: 0 }] })).json();
    expect(again.code).toBe(0);
    const during = (await call('GET', `/project/render/status?project_id=${projectId}&index=0`)).json().data;
    expect(during.status).toMatch(/queued|running/);
    expect(during.video_url).toBeNull();
    expect(during.last_done).toMatchObject({ task_id: firstTaskId, duration: 0.6 });
    const lastVideo = await product.app.inject({ method: 'GET', url: during.last_done.video_url });
    expect(lastVideo.headers['content-type']).toBe('video/mp4');
    const finished = await waitForFinish(projectId);
    expect(finished).toMatchObject({ status: 'done', last_done: null });
    expect(finished.task_id).not.toBe(firstTaskId);
  }, 120_000);

  it('deletes a video with its workspaces, renders, file rows and stored files; nobody else can delete it', async () => {
    const { projectId, taskId } = await renderedProject('To delete');
    const { db } = product.runtime.database;
    const keys = (await db.selectFrom('files').select('storage_key').where('storage_key', 'like', `renders/%/${taskId}/%`).execute()).map(
      (row) => row.storage_key,
    );
    // The video, its cover and a scene thumbnail (a video without captions has no subtitle files).
    expect(keys.length).toBeGreaterThanOrEqual(3);
    for (const key of keys) expect(await product.runtime.storage.stat(key)).toBeDefined();

    const stranger = await product.createGuestToken();
    expect((await call('POST', '/project/delete', { project_id: projectId }, stranger)).json()).toMatchObject({ code: 40400 });
    expect(await db.selectFrom('projects').select('id').where('id', '=', projectId).executeTakeFirst()).toBeDefined();

    expect((await call('POST', '/project/delete', { project_id: projectId })).json()).toEqual({
      code: 0,
      msg: 'ok',
      data: { project_id: projectId, deleted_files: keys.length },
    });
    expect(await db.selectFrom('projects').select('id').where('id', '=', projectId).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('workspaces').select('project_id').where('project_id', '=', projectId).execute()).toEqual([]);
    expect(await db.selectFrom('renders').select('id').where('project_id', '=', projectId).execute()).toEqual([]);
    expect(await db.selectFrom('files').select('id').where('storage_key', 'in', keys).execute()).toEqual([]);
    for (const key of keys) expect(await product.runtime.storage.stat(key)).toBeUndefined();
    // The uploaded picture the workspace used is the account's own upload, not the video's: it stays.
    expect(await db.selectFrom('files').select('id').where('purpose', '!=', 'render').execute()).not.toEqual([]);

    expect((await call('GET', `/project/render/status?project_id=${projectId}&index=0`)).json()).toMatchObject({ code: 40400 });
    expect((await call('POST', '/project/delete', { project_id: projectId })).json()).toMatchObject({ code: 40400 });
  }, 120_000);

  it('cancels a render still in progress when its video is deleted, and leaves none of its files', async () => {
    const submitted = (await call('POST', '/project/batch_render', { workspaces: [{ index: 0, workspace: pictureWorkspace(picturePath, 20_000) }] })).json();
    const projectId = submitted.data.project_id as string;
    const taskId = submitted.data.tasks[0].task_id as string;
    let task = await product.runtime.queue.tasks.find(taskId);
    for (let tries = 0; tries < 1500 && task?.status !== 'running'; tries += 1) {
      await sleep(20);
      task = await product.runtime.queue.tasks.find(taskId);
    }
    expect(task?.status).toBe('running');
    expect((await call('POST', '/project/delete', { project_id: projectId })).json()).toMatchObject({ code: 0, data: { deleted_files: 0 } });
    // The delete answers once the render has stopped.
    expect(await product.runtime.queue.tasks.find(taskId)).toMatchObject({ status: 'cancelled', cancel_requested: true });
    expect(await product.runtime.database.db.selectFrom('files').select('id').where('storage_key', 'like', `renders/%/${taskId}/%`).execute()).toEqual([]);
  }, 60_000);
});
