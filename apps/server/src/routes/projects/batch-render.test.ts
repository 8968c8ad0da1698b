import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia } from '@talkreel/platform';
import { pngWithoutMetadata } from '../../test-support/png-without-metadata.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

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

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    product.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload !== undefined ? { payload: payload as string } : {}),
    });

  it('renders a gzip-posted workspace: queued → running with rising progress → done with a playable MP4', async () => {
    const body = gzipSync(JSON.stringify({ name: 'Server render', workspaces: [{ index: 0, workspace: squareWorkspace(picturePath) }] }));
    const submitted = await call('POST', '/project/batch_render', body, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    expect(submitted.json()).toMatchObject({ code: 0, data: { tasks: [{ index: 0 }] } });
    const projectId = submitted.json().data.project_id as string;

    const seen: { status: string; progress: number }[] = [];
    let status: Record<string, unknown> = {};
    for (let tries = 0; tries < 600; tries += 1) {
      status = (await call('GET', `/project/render/status?project_id=${projectId}&index=0`)).json().data;
      seen.push({ status: status.status as string, progress: status.progress as number });
      if (status.status === 'done' || status.status === 'failed') break;
      await sleep(100);
    }
    expect(status).toMatchObject({ status: 'done', progress: 100, error: null });
    expect(seen[0]!.status).toMatch(/queued|running/);
    const running = seen.filter((entry) => entry.status === 'running').map((entry) => entry.progress);
    expect(running.length).toBeGreaterThan(1);
    expect(running.at(-1)!).toBeGreaterThan(running[0]!);
    expect(running.every((value, index) => index === 0 || value >= running[index - 1]!)).toBe(true);

    const video = await product.app.inject({ method: 'GET', url: status.video_url as string });
    expect(video.headers['content-type']).toBe('video/mp4');
    const videoPath = path.join(product.dataDir, 'rendered.mp4');
    await writeFile(videoPath, video.rawPayload);
    const info = await probeMedia(product.runtime.ffprobePath, videoPath);
    const videoStream = info.streams.find((stream) => stream.codecType === 'video');
    expect(videoStream).toMatchObject({ codecName: 'h264', width: 1080, height: 1080 });
    expect(Math.abs(info.durationMs - 2000)).toBeLessThanOrEqual(40);
    expect(status.duration).toBeCloseTo(2, 1);
    const cover = await product.app.inject({ method: 'GET', url: status.cover_url as string });
    expect(cover.headers['content-type']).toBe('image/jpeg');
    // The workspace has no captions: no subtitle files are made or offered.
    expect(status).toMatchObject({ subtitle_url: null, vtt_url: null });
  }, 120_000);

  it('refuses media that is not a file of the account, as a failed render', async () => {
    const submitted = await call('POST', '/project/batch_render', { workspaces: [{ index: 0, workspace: squareWorkspace('/etc/passwd', 1000) }] });
    const projectId = submitted.json().data.project_id as string;
    let status: Record<string, unknown> = {};
    for (let tries = 0; tries < 200 && !['done', 'failed'].includes(status.status as string); tries += 1) {
      await sleep(100);
      status = (await call('GET', `/project/render/status?project_id=${projectId}&index=0`)).json().data;
    }
    expect(status).toMatchObject({ status: 'failed', error: 'The media /etc/passwd is not a file of this account', video_url: null });
  });

  it('saves workspaces with an optimistic version check, and keeps them to their owner', async () => {
    const created = (await call('POST', '/project/batch_render', { workspaces: [{ index: 0, workspace: squareWorkspace(picturePath, 800) }] })).json().data;
    const loaded = (await call('GET', `/project/workspace?project_id=${created.project_id}&index=0`)).json().data;
    expect(loaded).toMatchObject({ project_id: created.project_id, index: 0, version: 1, workspace: { aspect_ratio: 2 } });
    const edited = { ...loaded.workspace, render_subtitle: false };
    expect((await call('PUT', '/project/workspace', { project_id: created.project_id, index: 0, version: 1, workspace: edited })).json()).toEqual({
      code: 0,
      msg: 'ok',
      data: { version: 2 },
    });
    const stale = await call('PUT', '/project/workspace', { project_id: created.project_id, index: 0, version: 1, workspace: edited });
    expect(stale.json()).toMatchObject({ code: 40900 });
    const invalid = await call('PUT', '/project/workspace', {
      project_id: created.project_id,
      index: 0,
      version: 2,
      workspace: { ...edited, aspect_ratio: 9 },
    });
    expect(invalid.json()).toMatchObject({ code: 40000, msg: expect.stringMatching(/^In the workspace: The aspect ratio must be one of: /) });
    const stranger = await product.createGuestToken();
    const foreign = await product.app.inject({
      method: 'GET',
      url: `/api/project/workspace?project_id=${created.project_id}&index=0`,
      headers: { authorization: `Bearer ${stranger}` },
    });
    expect(foreign.json()).toMatchObject({ code: 40400 });
    const list = (await call('GET', '/project/list')).json().data;
    expect(list.list.map((project: { id: string }) => project.id)).toContain(created.project_id);
  });

  it('refuses work beyond the limits with a 40000 that says which limit, and saves nothing', async () => {
    const projectCount = async () => (await call('GET', '/project/list?page_size=100')).json().data.list.length as number;
    const before = await projectCount();
    const oneYearMs = 365 * 24 * 3_600_000;
    for (const durationMs of [1e308, oneYearMs]) {
      const reply = await call('POST', '/project/batch_render', { workspaces: [{ index: 0, workspace: squareWorkspace(picturePath, durationMs) }] });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ code: 40000, msg: 'In the workspace: A scene lasts at most 30 minutes (1800000 ms)', data: null });
    }
    const longScenes = {
      ...squareWorkspace(picturePath, 20 * 60_000),
      scenes: [squareWorkspace(picturePath, 20 * 60_000).scenes[0], squareWorkspace(picturePath, 20 * 60_000).scenes[0]],
    };
    expect((await call('POST', '/project/batch_render', { workspaces: [{ index: 0, workspace: longScenes }] })).json()).toEqual({
      code: 40000,
      msg: "In the workspace: A video lasts at most 30 minutes; this workspace's scenes add up to 40 minutes",
      data: null,
    });
    const eleven = Array.from({ length: 11 }, (_, index) => ({ index, workspace: squareWorkspace(picturePath, 500) }));
    const tooMany = await call('POST', '/project/batch_render', { workspaces: eleven });
    expect(tooMany.json()).toEqual({ code: 40000, msg: 'A batch holds at most 10 workspaces; send the rest in another request', data: null });
    expect(await projectCount()).toBe(before);
  });
});
