import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DatabaseSchema, RendersTable, TaskStatus } from '../database/database-schema.ts';
import type { ProjectKind } from '@talkreel/formats';

/** The latest render of a workspace, as its task row tells it. */
export interface LatestRender {
  taskId: string;
  status: TaskStatus;
  progress: number;
  stage: string | null;
  result: unknown;
  errorMessage: string | null;
}

/** Renders (`renders`): which task renders which workspace version. */
export class RenderRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** With `onlyDone`, the latest render that finished (what 'Render again' keeps showing until the new one is done). */
  async findLatest(projectId: string, workspaceIndex: number, options: { onlyDone?: boolean } = {}): Promise<LatestRender | undefined> {
    let query = this.db
      .selectFrom('renders')
      .innerJoin('tasks', 'tasks.id', 'renders.task_id')
      .select(['tasks.id', 'tasks.status', 'tasks.progress', 'tasks.stage', 'tasks.result', 'tasks.error_message'])
      .where('renders.project_id', '=', projectId)
      .where('renders.workspace_index', '=', workspaceIndex)
      .orderBy('renders.created_at', 'desc');
    if (options.onlyDone) query = query.where('tasks.status', '=', 'done');
    const row = await query.executeTakeFirst();
    return row && { taskId: row.id, status: row.status, progress: row.progress, stage: row.stage, result: row.result, errorMessage: row.error_message };
  }

  /**
   * The latest render of a workspace of the owner's project, and whether the
   * project is the owner's at all, in one query (pages poll this every few
   * seconds). `null`: no such project for this owner; `undefined`: never rendered.
   */
  async findLatestOwned(ownerId: string, projectId: string, workspaceIndex: number): Promise<LatestRender | undefined | null> {
    const row = await this.db
      .selectFrom('projects')
      .leftJoinLateral(
        (query) =>
          query
            .selectFrom('renders')
            .innerJoin('tasks', 'tasks.id', 'renders.task_id')
            .select(['tasks.id', 'tasks.status', 'tasks.progress', 'tasks.stage', 'tasks.result', 'tasks.error_message'])
            .whereRef('renders.project_id', '=', 'projects.id')
            .where('renders.workspace_index', '=', workspaceIndex)
            .orderBy('renders.created_at', 'desc')
            .limit(1)
            .as('latest'),
        (join) => join.onTrue(),
      )
      .select(['latest.id', 'latest.status', 'latest.progress', 'latest.stage', 'latest.result', 'latest.error_message'])
      .where('projects.id', '=', projectId)
      .where('projects.owner_id', '=', ownerId)
      .executeTakeFirst();
    if (!row) return null;
    if (row.id === null || row.status === null || row.progress === null) return undefined;
    return { taskId: row.id, status: row.status, progress: row.progress, stage: row.stage, result: row.result, errorMessage: row.error_message };
  }

  /** The latest render of the owner's project of this kind and name (a site video's project is named by its cache key). */
  async findLatestOfNamedProject(project: {
    ownerId: string;
    kind: ProjectKind;
    name: string;
  }): Promise<{ taskId: string; status: TaskStatus; result: unknown } | undefined> {
    const row = await this.db
      .selectFrom('projects')
      .innerJoin('renders', 'renders.project_id', 'projects.id')
      .innerJoin('tasks', 'tasks.id', 'renders.task_id')
      .select(['tasks.id', 'tasks.status', 'tasks.result'])
      .where('projects.owner_id', '=', project.ownerId)
      .where('projects.kind', '=', project.kind)
      .where('projects.name', '=', project.name)
      .orderBy('renders.created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && { taskId: row.id, status: row.status, result: row.result };
  }

  /** The latest render of each rendered workspace of a project (a batch's rows), keyed by workspace index, in one query. */
  async findLatestOfEachWorkspace(projectId: string): Promise<Map<number, LatestRender>> {
    const rows = await this.db
      .selectFrom('renders')
      .innerJoin('tasks', 'tasks.id', 'renders.task_id')
      .distinctOn('renders.workspace_index')
      .select(['renders.workspace_index', 'tasks.id', 'tasks.status', 'tasks.progress', 'tasks.stage', 'tasks.result', 'tasks.error_message'])
      .where('renders.project_id', '=', projectId)
      .orderBy('renders.workspace_index')
      .orderBy('renders.created_at', 'desc')
      .execute();
    return new Map(
      rows.map((row) => [
        row.workspace_index,
        { taskId: row.id, status: row.status, progress: row.progress, stage: row.stage, result: row.result, errorMessage: row.error_message },
      ]),
    );
  }

  /** The task of every render of one of the owner's projects, with its status. */
  findTasksOfOwnedProject(ownerId: string, projectId: string): Promise<{ task_id: string; status: TaskStatus }[]> {
    return this.db
      .selectFrom('renders')
      .innerJoin('projects', 'projects.id', 'renders.project_id')
      .innerJoin('tasks', 'tasks.id', 'renders.task_id')
      .select(['renders.task_id', 'tasks.status'])
      .where('projects.id', '=', projectId)
      .where('projects.owner_id', '=', ownerId)
      .execute();
  }

  /** `executor`: the transaction that creates the render's task. */
  async create(render: Insertable<RendersTable>, executor: Kysely<DatabaseSchema> | Transaction<DatabaseSchema> = this.db): Promise<void> {
    await executor.insertInto('renders').values(render).execute();
  }
}
