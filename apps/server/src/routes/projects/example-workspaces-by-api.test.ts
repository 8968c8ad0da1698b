import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

// The sample workspaces (examples/workspaces) and their media, used the way
// the API docs say: each media file is uploaded, and a workspace names the
// uploaded file's full_path where the sample names the local file.
const examplesDirectory = path.resolve(import.meta.dirname, '../../../../../examples');
const workspacesDirectory = path.join(examplesDirectory, 'workspaces');

/** The upload purpose each sample medium goes up under (contract UPLOAD_RULES). */
function purposeOf(fileName: string): string {
  if (/\.(mp3|wav)$/.test(fileName)) return 'audio';
  if (/\.(mp4|mov|webm|avi)$/.test(fileName)) return 'product_media';
  return 'generic';
}

function collectPaths(node: unknown, found: Set<string>): void {
  if (Array.isArray(node)) for (const item of node) collectPaths(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'path' && typeof value === 'string') found.add(value);
      else collectPaths(value, found);
    }
  }
}

function replacePaths(node: unknown, uploaded: Map<string, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => replacePaths(item, uploaded));
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, key === 'path' && typeof value === 'string' ? uploaded.get(value) : replacePaths(value, uploaded)]),
    );
  }
  return node;
}

describe('the sample workspaces through the API', () => {
  let product: TestProduct;
  let token: string;
  const workspaces = new Map<string, unknown>();
  const uploaded = new Map<string, string>();
  beforeAll(async () => {
    product = await startTestProduct();
    token = await product.createGuestToken();
    for (const name of (await readdir(workspacesDirectory)).filter((file) => file.endsWith('.json'))) {
      workspaces.set(name, JSON.parse(await readFile(path.join(workspacesDirectory, name), 'utf8')));
    }
  });
  afterAll(() => product.cleanup());

  it('uploads every medium the samples use, each in a type uploads accept', async () => {
    const mediaPaths = new Set<string>();
    for (const workspace of workspaces.values()) collectPaths(workspace, mediaPaths);
    expect(mediaPaths.size).toBeGreaterThanOrEqual(6);
    for (const mediaPath of mediaPaths) {
      const fileName = path.basename(mediaPath);
      const response = await product.uploadFile(token, {
        bytes: await readFile(path.resolve(workspacesDirectory, mediaPath)),
        name: fileName,
        purpose: purposeOf(fileName),
      });
      const body = response.json();
      expect(body.code, `${fileName}: ${body.msg}`).toBe(0);
      uploaded.set(mediaPath, body.data.full_path);
    }
  });

  it('renders a sample whose media paths are the uploaded files', async () => {
    const workspace = replacePaths(workspaces.get('square-quote-1x1.json'), uploaded);
    const submitted = await product.app.inject({
      method: 'POST',
      url: '/api/project/batch_render',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Square quote', workspaces: [{ index: 0, workspace }] },
    });
    expect(submitted.json().code, submitted.json().msg).toBe(0);
    const projectId = submitted.json().data.project_id as string;
    let status: Record<string, unknown> = {};
    for (let tries = 0; tries < 1200 && !['done', 'failed'].includes(status.status as string); tries += 1) {
      await sleep(100);
      status = (
        await product.app.inject({
          method: 'GET',
          url: `/api/project/render/status?project_id=${projectId}&index=0`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).json().data;
    }
    expect(status).toMatchObject({ status: 'done', error: null, duration: 7 });
  }, 150_000);
});

describe('the API reference', () => {
  it('says how a workspace’s media paths are uploaded files', async () => {
    const product = await startTestProduct();
    try {
      const document = (await product.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      const text = JSON.stringify(document.paths['/api/project/batch_render']);
      expect(text).toContain('upload it first with POST /api/common/upload');
      expect(text).toContain('full_path');
    } finally {
      await product.cleanup();
    }
  });
});
