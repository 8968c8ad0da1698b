import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchRenderRoute, deleteProjectRoute, getRenderStatusRoute, listProjectsRoute, renameProjectRoute, submitRenderTasksRoute } from '@talkreel/contract';
import { callRoute } from '../../test-support/call-route.ts';
import { pngWithoutMetadata } from '../../test-support/png-without-metadata.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { until } from '../../test-support/until.ts';
import { waitForRender } from '../../test-support/wait-for-render.ts';

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

  const waitForFinish = (projectId: string) => waitForRender(product, token, { projectId }, { intervalMs: 100 });

  async function renderedProject(name: string): Promise<{ projectId: string; taskId: string }> {
    const submitted = await callRoute(product, batchRenderRoute, {
      token,
      body: { name, workspaces: [{ index: 0, workspace: pictureWorkspace(picturePath, 600) }] },
    });
    expect(submitted.code).toBe(0);
    const status = await waitForFinish(submitted.data.project_id);
    expect(status).toMatchObject({ status: 'done', last_done: null });
    return { projectId: submitted.data.project_id, taskId: status.task_id! };
  }

  it('renames a video (trimmed); an empty name is 40000, another account’s video 40400', async () => {
    const { projectId } = await renderedProject('First name');
    const renamed = await callRoute(product, renameProjectRoute, { token, body: { project_id: projectId, name: '  Launch teaser  ' } });
    expect(renamed).toMatchObject({ code: 0, msg: 'ok' });
    expect(renamed.data).toEqual({ project_id: projectId, name: 'Launch teaser' });
    const list = (await callRoute(product, listProjectsRoute, { token })).data.list;
    expect(list.find((project) => project.id === projectId)?.name).toBe('Launch teaser');

    const empty = await callRoute(product, renameProjectRoute, { token, body: { project_id: projectId, name: '   ' } });
    expect(empty.code).toBe(40000);
    expect(empty.msg).toContain('Give the video a name');
    const stranger = await product.createGuestToken();
    expect(await callRoute(product, renameProjectRoute, { token: stranger, body: { project_id: projectId, name: 'Taken' } })).toMatchObject({ code: 40400 });
    const row = await product.runtime.database.db.selectFrom('projects').select('name').where('id', '=', projectId).executeTakeFirstOrThrow();
    expect(row.name).toBe('Launch teaser');
  }, 120_000);

  it('keeps the last finished render beside a new one until the new one is done', async () => {
    const { projectId, taskId: firstTaskId } = await renderedProject('Rendered twice');
    const again = await callRoute(product, submitRenderTasksRoute, { token, body: { tasks: [{ project_id: projectId, index: 0 }] } });
    expect(again.code).toBe(0);
    const during = (await callRoute(product, getRenderStatusRoute, { token, query: { project_id: projectId, index: 0 } })).data;
    expect(during.status).toMatch(/queued|running/);
    expect(during.video_url).toBeNull();
    expect(during.last_done).toMatchObject({ task_id: firstTaskId, duration: 0.6 });
    const lastVideo = await product.app.inject({ method: 'GET', url: during.last_done!.video_url });
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
    expect(await callRoute(product, deleteProjectRoute, { token: stranger, body: { project_id: projectId } })).toMatchObject({ code: 40400 });
    expect(await db.selectFrom('projects').select('id').where('id', '=', projectId).executeTakeFirst()).toBeDefined();

    const deleted = await callRoute(product, deleteProjectRoute, { token, body: { project_id: projectId } });
    expect(deleted).toMatchObject({ code: 0, msg: 'ok' });
    expect(deleted.data).toEqual({ project_id: projectId, deleted_files: keys.length });
    expect(await db.selectFrom('projects').select('id').where('id', '=', projectId).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('workspaces').select('project_id').where('project_id', '=', projectId).execute()).toEqual([]);
    expect(await db.selectFrom('renders').select('id').where('project_id', '=', projectId).execute()).toEqual([]);
    expect(await db.selectFrom('files').select('id').where('storage_key', 'in', keys).execute()).toEqual([]);
    for (const key of keys) expect(await product.runtime.storage.stat(key)).toBeUndefined();
    // The uploaded picture the workspace used is the account's own upload, not the video's: it stays.
    expect(await db.selectFrom('files').select('id').where('purpose', '!=', 'render').execute()).not.toEqual([]);

    expect(await callRoute(product, getRenderStatusRoute, { token, query: { project_id: projectId, index: 0 } })).toMatchObject({ code: 40400 });
    expect(await callRoute(product, deleteProjectRoute, { token, body: { project_id: projectId } })).toMatchObject({ code: 40400 });
  }, 120_000);

  it('cancels a render still in progress when its video is deleted, and leaves none of its files', async () => {
    const submitted = await callRoute(product, batchRenderRoute, {
      token,
      body: { workspaces: [{ index: 0, workspace: pictureWorkspace(picturePath, 20_000) }] },
    });
    const projectId = submitted.data.project_id;
    const taskId = submitted.data.tasks[0]!.task_id;
    const task = await until(
      () => product.runtime.queue.tasks.find(taskId),
      (found) => found?.status === 'running',
      { timeoutMs: 30_000, intervalMs: 20 },
    );
    expect(task?.status).toBe('running');
    expect(await callRoute(product, deleteProjectRoute, { token, body: { project_id: projectId } })).toMatchObject({ code: 0, data: { deleted_files: 0 } });
    // The delete answers once the render has stopped.
    expect(await product.runtime.queue.tasks.find(taskId)).toMatchObject({ status: 'cancelled', cancel_requested: true });
    expect(await product.runtime.database.db.selectFrom('files').select('id').where('storage_key', 'like', `renders/%/${taskId}/%`).execute()).toEqual([]);
  }, 60_000);
});
