import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWorkspaceRoute, listProjectsRoute, saveWorkspaceRoute } from '@talkreel/contract';
import { callRoute } from '../../test-support/call-route.ts';
import { pngWithoutMetadata } from '../../test-support/png-without-metadata.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

function pictureWorkspace(picturePath: string) {
  return {
    schemaVersion: 1,
    aspect_ratio: 2,
    render_subtitle: false,
    preview_cover_time: 0,
    scenes: [
      {
        duration: 2000,
        bg_color: '#000000',
        tracks: [{ type: 'pic', index: 0, layers: [{ type: 'pic', path: picturePath, x: 0, y: 0, w: 800, h: 600, timeline: { start: 0, end: 2000 } }] }],
      },
    ],
  };
}

type PictureWorkspace = ReturnType<typeof pictureWorkspace>;

describe('GET and PUT /api/project/workspace: storage keys survive a round trip', () => {
  let product: TestProduct;
  let token: string;
  let projectId: string;
  let pictureKey: string;

  beforeAll(async () => {
    product = await startTestProduct();
    const deviceId = `save-workspace-${process.pid}`;
    token = await product.createGuestToken(deviceId);
    const upload = (await product.uploadFile(token, { bytes: pngWithoutMetadata(64, 48), name: 'picture.png' })).json() as { data: { key: string } };
    pictureKey = upload.data.key;
    const { db } = product.runtime.database;
    const ownerId = (await db.selectFrom('users').select('id').where('device_id', '=', deviceId).executeTakeFirstOrThrow()).id;
    const { projects, workspaces } = product.runtime.repositories;
    projectId = await projects.create({ ownerId, name: 'Round trip', kind: 'editor' });
    await workspaces.upsert(projectId, 0, pictureWorkspace(pictureKey));
  });
  afterAll(() => product.cleanup());

  const load = async () => (await callRoute(product, getWorkspaceRoute, { token, query: { project_id: projectId, index: 0 } })).data;
  const save = (version: number, workspace: unknown) =>
    callRoute(product, saveWorkspaceRoute, { token, body: { project_id: projectId, index: 0, version, workspace: workspace as Record<string, unknown> } });

  it('answers the keys it replaced by read URLs in media_urls, and a save of the keys keeps them', async () => {
    const loaded = await load();
    const shownPath = (loaded.workspace as PictureWorkspace).scenes[0]!.tracks[0]!.layers[0]!.path;
    expect(shownPath).toMatch(/^\/files\/uploads\/.+\?expires=\d+&signature=[0-9a-f]{64}$/);
    expect(loaded.media_urls).toEqual({ [pictureKey]: shownPath });
    expect((await product.app.inject({ method: 'GET', url: shownPath })).statusCode).toBe(200);

    const keyOf = new Map(Object.entries(loaded.media_urls).map(([key, url]) => [url, key]));
    const edited = structuredClone(loaded.workspace) as PictureWorkspace;
    const layer = edited.scenes[0]!.tracks[0]!.layers[0]!;
    layer.path = keyOf.get(layer.path)!;
    layer.w = 640;
    const saved = await save(loaded.version, edited);
    expect({ code: saved.code, msg: saved.msg }).toEqual({ code: 0, msg: 'ok' });
    const stored = await product.runtime.repositories.workspaces.find(projectId, 0);
    expect((stored!.document as PictureWorkspace).scenes[0]!.tracks[0]!.layers[0]).toMatchObject({ path: pictureKey, w: 640 });
  });

  it('refuses a read URL where a storage key belongs, naming the field, and saves nothing', async () => {
    const loaded = await load();
    const reply = await save(loaded.version, loaded.workspace);
    expect(reply.status).toBe(400);
    expect({ code: reply.code, msg: reply.msg }).toEqual({
      code: 40000,
      msg: "In the workspace: scenes/0/tracks/0/layers/0/path is a temporary read URL; send the storage key instead (the upload's key, or the key media_urls maps to this URL)",
    });
    // An expired one too: it is still this server's URL.
    const expired = structuredClone(loaded.workspace) as PictureWorkspace;
    expired.scenes[0]!.tracks[0]!.layers[0]!.path = `/files/${pictureKey}?expires=1&signature=${'0'.repeat(64)}`;
    expect((await save(loaded.version, expired)).code).toBe(40000);
    expect((await product.runtime.repositories.workspaces.find(projectId, 0))!.version).toBe(loaded.version);
  });

  it('a stored read URL (from an older save) comes back signed afresh, with its key in media_urls', async () => {
    const { version } = (await product.runtime.repositories.workspaces.find(projectId, 0))!;
    await product.runtime.repositories.workspaces.saveOverVersion(
      projectId,
      0,
      version,
      pictureWorkspace(`/files/${pictureKey}?expires=1&signature=${'0'.repeat(64)}`),
    );
    const loaded = await load();
    const shownPath = (loaded.workspace as PictureWorkspace).scenes[0]!.tracks[0]!.layers[0]!.path;
    expect(shownPath).not.toContain('expires=1&');
    expect(loaded.media_urls).toEqual({ [pictureKey]: shownPath });
  });

  it("lists the project as customised once a save says condition 'edited'", async () => {
    const listed = async () => (await callRoute(product, listProjectsRoute, { token })).data.list.find((project) => project.id === projectId);
    expect(await listed()).toMatchObject({ name: 'Round trip', is_customized: false });
    const { version } = await load();
    const saved = await save(version, { ...pictureWorkspace(pictureKey), condition: 'edited' });
    expect({ code: saved.code, msg: saved.msg }).toEqual({ code: 0, msg: 'ok' });
    expect(await listed()).toMatchObject({ name: 'Round trip', is_customized: true });
    expect((await save(saved.data.version, pictureWorkspace(pictureKey))).code).toBe(0);
    expect(await listed()).toMatchObject({ is_customized: false });
  });

  it('names the field that is wrong in a hostile workspace', async () => {
    const { version } = await load();
    const broken = (change: (workspace: PictureWorkspace & Record<string, unknown>) => void) => {
      const workspace = pictureWorkspace(pictureKey) as PictureWorkspace & Record<string, unknown>;
      change(workspace);
      return workspace;
    };
    const layerOf = (workspace: PictureWorkspace) => workspace.scenes[0]!.tracks[0]!.layers[0]! as Record<string, unknown>;
    const cases: [string, unknown][] = [
      ['negative w', broken((workspace) => (layerOf(workspace).w = -5))],
      ['301 scenes', broken((workspace) => (workspace.scenes = Array.from({ length: 301 }, () => workspace.scenes[0]!)))],
      ['unknown element type', broken((workspace) => (layerOf(workspace).type = 'hologram'))],
      ['timeline end before start', broken((workspace) => (layerOf(workspace).timeline = { start: 1500, end: 500 }))],
      ['string where a number goes', broken((workspace) => (layerOf(workspace).x = 'left'))],
    ];
    const answers: Record<string, string> = {};
    for (const [name, workspace] of cases) {
      const reply = await save(version, workspace);
      expect(reply.code, name).toBe(40000);
      answers[name] = reply.msg;
    }
    expect(answers).toEqual({
      'negative w': 'In the workspace: The w of layer 1 of track 1 of scene 1 is too small: at least 0.',
      '301 scenes': 'In the workspace: A workspace holds at most 300 scenes',
      'unknown element type': 'In the workspace: The type of layer 1 of track 1 of scene 1 is not one of the accepted values.',
      'timeline end before start': 'In the workspace (timeline of layer 1 of track 1 of scene 1): timeline.end must not be before timeline.start',
      'string where a number goes': 'In the workspace: The x of layer 1 of track 1 of scene 1 must be a number.',
    });
    expect((await product.runtime.repositories.workspaces.find(projectId, 0))!.version).toBe(version);
  });
});
