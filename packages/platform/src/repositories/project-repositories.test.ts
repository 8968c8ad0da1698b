import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../database/open-database.ts';
import { CreditLedgerRepository } from './credit-ledger.repository.ts';
import { OutboxMailRepository } from './outbox-mail.repository.ts';
import { ProjectRepository } from './project.repository.ts';
import { RenderRepository } from './render.repository.ts';
import { WorkspaceRepository } from './workspace.repository.ts';

let database: Database;
let alice: string;
let bob: string;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  const users = await database.db
    .insertInto('users')
    .values([
      { status: 'user', device_id: 'alice-device', nickname: 'alice', plan: 'Free', credit: 0 },
      { status: 'user', device_id: 'bob-device', nickname: 'bob', plan: 'Free', credit: 0 },
    ])
    .returning('id')
    .execute();
  [alice, bob] = users.map((user) => user.id) as [string, string];
});
afterAll(() => database.close());

async function createProject(ownerId: string, name: string): Promise<string> {
  const project = await database.db.insertInto('projects').values({ owner_id: ownerId, name, kind: 'editor' }).returning('id').executeTakeFirstOrThrow();
  await database.db
    .insertInto('workspaces')
    .values({ project_id: project.id, workspace_index: 0, version: 1, document: JSON.stringify({ v: 1 }) })
    .execute();
  return project.id;
}

describe('project, workspace and render repositories', () => {
  it('pages projects newest first, only the owner’s', async () => {
    const first = await createProject(alice, 'first');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await createProject(alice, 'second');
    await createProject(bob, 'bob’s');
    const projects = new ProjectRepository(database.db);
    expect(await projects.findPageByOwner(alice, 1, 1)).toMatchObject({ list: [{ id: second }], hasMore: true });
    expect(await projects.findPageByOwner(alice, 2, 1)).toMatchObject({ list: [{ id: first }], hasMore: false });
    expect((await projects.findOwned(alice, first))?.name).toBe('first');
    expect(await projects.findOwned(bob, first)).toBeUndefined();
    expect((await projects.findPageByOwner(alice, 1, 2)).list.map((row) => row.isCustomized)).toEqual([false, false]);
  });

  it("lists a project whose first workspace says condition 'edited' as customised", async () => {
    const carol = (
      await database.db
        .insertInto('users')
        .values({ status: 'user', device_id: 'carol-device', nickname: 'carol', plan: 'Free', credit: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const plain = await createProject(carol, 'plain');
    const edited = await createProject(carol, 'edited');
    const secondOnly = await createProject(carol, 'second workspace edited');
    const workspaces = new WorkspaceRepository(database.db);
    await workspaces.upsert(edited, 0, { condition: 'edited' });
    await workspaces.upsert(secondOnly, 1, { condition: 'edited' });
    await database.db.deleteFrom('workspaces').where('project_id', '=', plain).execute();
    const { list } = await new ProjectRepository(database.db).findPageByOwner(carol, 1, 10);
    expect(Object.fromEntries(list.map((row) => [row.name, row.isCustomized]))).toEqual({ plain: false, edited: true, 'second workspace edited': false });
    expect(list).toHaveLength(3);
  });

  it('saves a workspace only over the version it was loaded at, and touches its project in the same transaction', async () => {
    const projectId = await createProject(alice, 'saved');
    const workspaces = new WorkspaceRepository(database.db);
    const before = await database.db.selectFrom('projects').select('updated_at').where('id', '=', projectId).executeTakeFirstOrThrow();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await workspaces.saveOverVersion(projectId, 0, 1, { v: 2 })).toBe(2);
    expect(await workspaces.saveOverVersion(projectId, 0, 1, { v: 'stale' })).toBeUndefined();
    expect(await workspaces.find(projectId, 0)).toEqual({ document: { v: 2 }, version: 2 });
    const after = await database.db.selectFrom('projects').select('updated_at').where('id', '=', projectId).executeTakeFirstOrThrow();
    expect(new Date(after.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
    expect(await workspaces.findOwned(alice, projectId, 0)).toEqual({ document: { v: 2 }, version: 2, projectKind: 'editor', keepWatermark: false });
    expect(await workspaces.findOwned(bob, projectId, 0)).toBeUndefined();
    expect(await workspaces.saveOverVersion(projectId, 7, 1, {})).toBeUndefined();
  });

  it('reads the latest render of a workspace with its task’s state', async () => {
    const projectId = await createProject(alice, 'rendered');
    const renders = new RenderRepository(database.db);
    expect(await renders.findLatest(projectId, 0)).toBeUndefined();
    for (const [status, errorMessage] of [
      ['failed', 'ffmpeg said no'],
      ['running', null],
    ] as const) {
      const task = await database.db
        .insertInto('tasks')
        .values({
          kind: 'render-workspace',
          owner_id: alice,
          payload: '{}',
          status,
          progress: 40,
          attempts: 1,
          cancel_requested: false,
          error_message: errorMessage,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await renders.create({ project_id: projectId, workspace_index: 0, workspace_version: 1, task_id: task.id });
      expect(await renders.findLatest(projectId, 0)).toEqual({ taskId: task.id, status, progress: 40, stage: null, result: null, errorMessage });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
});

describe('credit ledger and outbox repositories', () => {
  it('pages a user’s ledger newest first with ISO times', async () => {
    for (const [amount, balance] of [
      [100, 100],
      [-30, 70],
    ]) {
      await database.db
        .insertInto('credit_ledger')
        .values({ user_id: alice, amount: amount!, balance_after: balance!, reason: `change ${amount}`, task_id: null, idempotency_key: `test-${amount}` })
        .execute();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const ledger = new CreditLedgerRepository(database.db);
    const page = await ledger.findPageByUser(alice, 1, 1);
    expect(page).toMatchObject({ list: [{ amount: -30, balance_after: 70, reason: 'change -30' }], hasMore: true });
    expect(page.list[0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(await ledger.findPageByUser(bob, 1, 10)).toEqual({ list: [], hasMore: false });
  });

  it('keeps outbox mail and lists the newest first', async () => {
    const outbox = new OutboxMailRepository(database.db);
    await outbox.create({ to: 'a@example.com', subject: 'one', text: '1', html: '<p>1</p>' });
    await outbox.create({ to: 'b@example.com', subject: 'two', text: '2', html: '<p>2</p>' });
    expect((await outbox.findLatest(1)).map((mail) => [mail.to_address, mail.subject])).toEqual([['b@example.com', 'two']]);
  });
});
