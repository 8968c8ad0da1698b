import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchRenderRoute, getWorkspaceRoute, listProjectsRoute, saveWorkspaceRoute, type RenderStatus } from '@talkreel/contract';
import { probeMedia } from '@talkreel/platform';
import { callRoute } from '../../test-support/call-route.ts';
import { pngWithoutMetadata } from '../../test-support/png-without-metadata.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { waitForRender } from '../../test-support/wait-for-render.ts';

function squareWorkspace(picturePath: string, durationMs = 2000) {
  return {
    schemaVersion: 1,
    aspect_ratio: 2,
    render_subtitle: true,
    preview_cover_time: 500,
    scenes: [
      {
        duration: durationMs,
        bg_color: '#1d2440',
        tracks: [
          {
            type: 'pic',
            index: 0,
            layers: [
              {
                type: 'pic',
                path: picturePath,
                x: 140,
                y: 140,
                w: 800,
                h: 600,
                fit_mode: 'cover',
                timeline: { start: 0, end: durationMs, cross: { in: 'fade', in_time: 400 } },
              },
            ],
          },
          {
            type: 'text',
            index: 1,
            layers: [
              {
                type: 'text',
                x: 140,
                y: 800,
                w: 800,
                h: 100,
                prop: { textInfo: { text: 'Rendered on the server', fontSize: 56, color: '#ffffff' } },
                timeline: { start: 0, end: durationMs },
              },
            ],
          },
        ],
      },
    ],
  };
}

describe('POST /api/project/batch_render (gzip) and GET /api/project/render/status', () => {
  let product: TestProduct;
  let token: string;
  let picturePath: string;
  beforeAll(async () => {
    product = await startTestProduct();
    token = await product.createGuestToken();
    picturePath = (await product.uploadFile(token, { bytes: pngWithoutMetadata(320, 240), name: 'gradient.png' })).json().data.full_path;
  });
  afterAll(() => product.cleanup());

  it('renders a gzip-posted workspace: queued → running with rising progress → done with a playable MP4', async () => {
    const body = gzipSync(JSON.stringify({ name: 'Server render', workspaces: [{ index: 0, workspace: squareWorkspace(picturePath) }] }));
    // Compressed bytes are not something a typed call sends: the request is made by hand.
    const submitted = await product.app.inject({
      method: batchRenderRoute.method,
      url: `/api${batchRenderRoute.path}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(submitted.json()).toMatchObject({ code: 0, data: { tasks: [{ index: 0 }] } });
    const projectId = submitted.json().data.project_id as string;

    const seen: { status: string; progress: number }[] = [];
    const onEach = (status: RenderStatus) => seen.push({ status: status.status, progress: status.progress });
    const status = await waitForRender(product, token, { projectId }, { intervalMs: 100, timeoutMs: 100_000, onEach });
    expect(status).toMatchObject({ status: 'done', progress: 100, error: null });
    expect(seen[0]!.status).toMatch(/queued|running/);
    const running = seen.filter((entry) => entry.status === 'running').map((entry) => entry.progress);
    expect(running.length).toBeGreaterThan(1);
    expect(running.at(-1)!).toBeGreaterThan(running[0]!);
    expect(running.every((value, index) => index === 0 || value >= running[index - 1]!)).toBe(true);

    const video = await product.app.inject({ method: 'GET', url: status.video_url! });
    expect(video.headers['content-type']).toBe('video/mp4');
    const videoPath = path.join(product.dataDir, 'rendered.mp4');
    await writeFile(videoPath, video.rawPayload);
    const info = await probeMedia(product.runtime.ffprobePath, videoPath);
    const videoStream = info.streams.find((stream) => stream.codecType === 'video');
    expect(videoStream).toMatchObject({ codecName: 'h264', width: 1080, height: 1080 });
    expect(Math.abs(info.durationMs - 2000)).toBeLessThanOrEqual(40);
    expect(status.duration).toBeCloseTo(2, 1);
    const cover = await product.app.inject({ method: 'GET', url: status.cover_url! });
    expect(cover.headers['content-type']).toBe('image/jpeg');
    // The workspace has no captions: no subtitle files are made or offered.
    expect(status).toMatchObject({ subtitle_url: null, vtt_url: null });
  }, 120_000);

  it('refuses media that is not a file of the account, as a failed render', async () => {
    const submitted = await callRoute(product, batchRenderRoute, {
      token,
      body: { workspaces: [{ index: 0, workspace: squareWorkspace('/etc/passwd', 1000) }] },
    });
    const status = await waitForRender(product, token, { projectId: submitted.data.project_id }, { intervalMs: 100, timeoutMs: 20_000 });
    expect(status).toMatchObject({ status: 'failed', error: 'The media /etc/passwd is not a file of this account', video_url: null });
  });

  it('saves workspaces with an optimistic version check, and keeps them to their owner', async () => {
    const created = (await callRoute(product, batchRenderRoute, { token, body: { workspaces: [{ index: 0, workspace: squareWorkspace(picturePath, 800) }] } }))
      .data;
    const loaded = (await callRoute(product, getWorkspaceRoute, { token, query: { project_id: created.project_id, index: 0 } })).data;
    expect(loaded).toMatchObject({ project_id: created.project_id, index: 0, version: 1, workspace: { aspect_ratio: 2 } });
    // Read URLs expire, so a save sends the keys they stand for (media_urls maps them back).
    let withKeys = JSON.stringify(loaded.workspace);
    for (const [key, url] of Object.entries(loaded.media_urls)) withKeys = withKeys.replaceAll(JSON.stringify(url), JSON.stringify(key));
    expect(Object.keys(loaded.media_urls)).toHaveLength(1);
    const edited = { ...(JSON.parse(withKeys) as Record<string, unknown>), render_subtitle: false };
    const save = (version: number, workspace: Record<string, unknown>) =>
      callRoute(product, saveWorkspaceRoute, { token, body: { project_id: created.project_id, index: 0, version, workspace } });
    const saved = await save(1, edited);
    expect({ code: saved.code, msg: saved.msg }).toEqual({ code: 0, msg: 'ok' });
    expect(saved.data).toEqual({ version: 2 });
    const stale = await save(1, edited);
    expect(stale).toMatchObject({ code: 40900 });
    const invalid = await save(2, { ...edited, aspect_ratio: 9 });
    expect(invalid).toMatchObject({ code: 40000, msg: expect.stringMatching(/^In the workspace: The aspect ratio must be one of: /) });
    const stranger = await product.createGuestToken();
    const foreign = await callRoute(product, getWorkspaceRoute, { token: stranger, query: { project_id: created.project_id, index: 0 } });
    expect(foreign).toMatchObject({ code: 40400 });
    const list = (await callRoute(product, listProjectsRoute, { token })).data;
    expect(list.list.map((project) => project.id)).toContain(created.project_id);
  });

  it('refuses work beyond the limits with a 40000 that says which limit, and saves nothing', async () => {
    const projectCount = async () => (await callRoute(product, listProjectsRoute, { token, query: { page_size: 100 } })).data.list.length;
    const batchRender = (workspaces: { index: number; workspace: Record<string, unknown> }[]) =>
      callRoute(product, batchRenderRoute, { token, body: { workspaces } });
    const before = await projectCount();
    const oneYearMs = 365 * 24 * 3_600_000;
    for (const durationMs of [1e308, oneYearMs]) {
      const reply = await batchRender([{ index: 0, workspace: squareWorkspace(picturePath, durationMs) }]);
      expect(reply.status).toBe(400);
      expect({ code: reply.code, msg: reply.msg }).toEqual({ code: 40000, msg: 'In the workspace: A scene lasts at most 30 minutes (1800000 ms)' });
    }
    const longScenes = {
      ...squareWorkspace(picturePath, 20 * 60_000),
      scenes: [squareWorkspace(picturePath, 20 * 60_000).scenes[0], squareWorkspace(picturePath, 20 * 60_000).scenes[0]],
    };
    const long = await batchRender([{ index: 0, workspace: longScenes }]);
    expect({ code: long.code, msg: long.msg }).toEqual({
      code: 40000,
      msg: "In the workspace: A video lasts at most 30 minutes; this workspace's scenes add up to 40 minutes",
    });
    const oneHundredOne = Array.from({ length: 101 }, (_, index) => ({ index, workspace: squareWorkspace(picturePath, 500) }));
    const tooMany = await batchRender(oneHundredOne);
    expect({ code: tooMany.code, msg: tooMany.msg }).toEqual({ code: 40000, msg: 'A batch holds at most 100 workspaces; send the rest in another request' });
    expect(await projectCount()).toBe(before);
  });
});
