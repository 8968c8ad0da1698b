import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWorkspace } from '@talkreel/timeline';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { saveBatchWorkspaces } from './save-batch-workspaces.ts';

const document = parseWorkspace({
  schemaVersion: 1,
  aspect_ratio: 2,
  render_subtitle: false,
  preview_cover_time: 0,
  scenes: [{ duration: 500, bg_color: '#000000', tracks: [] }],
});

describe('saveBatchWorkspaces and POST /api/project/batch_render: a failed batch leaves nothing behind', () => {
  let product: TestProduct;
  let token: string;
  let ownerId: string;
  beforeAll(async () => {
    product = await startTestProduct();
    token = await product.createGuestToken();
    ownerId = (await product.runtime.database.db.selectFrom('sessions').select('user_id').executeTakeFirstOrThrow()).user_id;
  });
  afterAll(() => product.cleanup());

  const countRows = async () => {
    const db = product.runtime.database.db;
    const projects = await db.selectFrom('projects').select(db.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const workspaces = await db.selectFrom('workspaces').select(db.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    return { projects: Number(projects.count), workspaces: Number(workspaces.count) };
  };

  it('rolls back the new project when a later workspace fails in the database', async () => {
    const before = await countRows();
    // Past the contract (which refuses it at the door): the database itself refuses the second row.
    const saving = saveBatchWorkspaces(product.runtime.repositories, {
      ownerId,
      name: 'Half',
      workspaces: [
        { index: 0, document },
        { index: 2_147_483_648, document },
      ],
    });
    await expect(saving).rejects.toThrow(/out of range/);
    expect(await countRows()).toEqual(before);
  });

  it('saves the project and every workspace together when all is well', async () => {
    const before = await countRows();
    const projectId = await saveBatchWorkspaces(product.runtime.repositories, {
      ownerId,
      name: 'Whole',
      workspaces: [
        { index: 0, document },
        { index: 1, document },
      ],
    });
    expect(await countRows()).toEqual({ projects: before.projects + 1, workspaces: before.workspaces + 2 });
    const again = await saveBatchWorkspaces(product.runtime.repositories, { ownerId, projectId, name: 'ignored', workspaces: [{ index: 1, document }] });
    expect(again).toBe(projectId);
    const versions = await product.runtime.database.db
      .selectFrom('workspaces')
      .select(['workspace_index', 'version'])
      .where('project_id', '=', projectId)
      .orderBy('workspace_index')
      .execute();
    expect(versions).toEqual([
      { workspace_index: 0, version: 1 },
      { workspace_index: 1, version: 2 },
    ]);
  });

  it('a batch refused for any workspace (bad document, index beyond int4, zero byte) creates no project', async () => {
    const before = await countRows();
    const post = (workspaces: unknown) =>
      product.app.inject({
        method: 'POST',
        url: '/api/project/batch_render',
        headers: { authorization: `Bearer ${token}` },
        payload: { name: 'Refused', workspaces },
      });
    const badDocument = await post([
      { index: 0, workspace: document },
      { index: 1, workspace: { ...document, aspect_ratio: 9 } },
    ]);
    expect(badDocument.json()).toMatchObject({ code: 40000, msg: expect.stringMatching(/^In the workspace: The aspect ratio must be one of: /) });
    const bigIndex = await post([
      { index: 0, workspace: document },
      { index: 2_147_483_648, workspace: document },
    ]);
    expect(bigIndex.json()).toEqual({ code: 40000, msg: 'The index of workspace 2 is too large: at most 2147483647.', data: null });
    const zeroByte = await post([{ index: 0, workspace: { ...document, title: 'a\u0000b' } }]);
    expect(zeroByte.json()).toMatchObject({ code: 40000 });
    expect(await countRows()).toEqual(before);
  });
});
