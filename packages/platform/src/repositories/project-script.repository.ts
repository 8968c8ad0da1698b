import { scriptStatus } from '@talkreel/contract';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, ProjectScriptsTable, TaskStatus } from '../database/database-schema.ts';

export type ProjectScriptRow = Selectable<ProjectScriptsTable>;

/** A script as its pages read it: the row, with the state of the task that writes it. */
export interface ScriptWithTask {
  project_id: string;
  kind: 'podcast' | 'topic';
  origin: number;
  options: unknown;
  status: number;
  title: string;
  parts: unknown[];
  writer: string | null;
  note: string | null;
  err_msg: string;
  task_status: TaskStatus | null;
  task_error: string | null;
}

/**
 * Scripts of podcasts and topics (`project_scripts`, one per script project):
 * what the user asked for, and the parts (turns or scenes) the writing job
 * saves as it goes. `status` follows the contract's `scriptStatus`.
 */
export class ProjectScriptRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /**
   * Locks the owner's user row (FOR UPDATE, on repositories bound to the
   * creating transaction: parallel creations queue behind each other), then
   * counts their scripts still being written by a queued or running task.
   */
  async lockOwnerAndCountWriting(ownerId: string): Promise<number> {
    await this.db.selectFrom('users').select('id').where('id', '=', ownerId).forUpdate().executeTakeFirst();
    const { count } = await this.db
      .selectFrom('project_scripts')
      .innerJoin('projects', 'projects.id', 'project_scripts.project_id')
      .innerJoin('tasks', 'tasks.id', 'project_scripts.task_id')
      .select((select) => select.fn.countAll<string>().as('count'))
      .where('projects.owner_id', '=', ownerId)
      .where('project_scripts.status', '<', scriptStatus.done)
      .where('tasks.status', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** The script of a project just created, written by the task `taskId`. */
  async create(script: {
    projectId: string;
    kind: 'podcast' | 'topic';
    origin: number;
    source: Record<string, unknown>;
    options: Record<string, unknown>;
    taskId: string;
  }): Promise<void> {
    await this.db
      .insertInto('project_scripts')
      .values({
        project_id: script.projectId,
        kind: script.kind,
        origin: script.origin,
        source: JSON.stringify(script.source),
        options: JSON.stringify(script.options),
        task_id: script.taskId,
      })
      .execute();
  }

  /** The owner's script with its writing task's state; undefined for anyone else's. */
  async findOwnedWithTask(ownerId: string, projectId: string): Promise<ScriptWithTask | undefined> {
    return this.db
      .selectFrom('project_scripts')
      .innerJoin('projects', 'projects.id', 'project_scripts.project_id')
      .leftJoin('tasks', 'tasks.id', 'project_scripts.task_id')
      .select([
        'project_scripts.project_id',
        'project_scripts.kind',
        'project_scripts.origin',
        'project_scripts.options',
        'project_scripts.status',
        'project_scripts.title',
        'project_scripts.parts',
        'project_scripts.writer',
        'project_scripts.note',
        'project_scripts.err_msg',
        'tasks.status as task_status',
        'tasks.error_message as task_error',
      ])
      .where('project_scripts.project_id', '=', projectId)
      .where('projects.owner_id', '=', ownerId)
      .executeTakeFirst();
  }

  /** The script row itself (the writing job's read; the job runs for its owner). */
  find(projectId: string): Promise<ProjectScriptRow | undefined> {
    return this.db.selectFrom('project_scripts').selectAll().where('project_id', '=', projectId).executeTakeFirst();
  }

  /** The task that writes (or wrote) the script. */
  async findTaskId(projectId: string): Promise<string | null | undefined> {
    const row = await this.db.selectFrom('project_scripts').select('task_id').where('project_id', '=', projectId).executeTakeFirst();
    return row?.task_id;
  }

  /** A written script's edits: its parts and its options (another host pair, say). */
  async saveEdits(projectId: string, parts: readonly unknown[], options: Record<string, unknown>): Promise<void> {
    await this.db
      .updateTable('project_scripts')
      .set({ parts: JSON.stringify(parts), options: JSON.stringify(options), updated_at: new Date() })
      .where('project_id', '=', projectId)
      .execute();
  }

  /** Stops the writing: a script not yet done becomes done with the parts written so far. */
  async stopWriting(projectId: string): Promise<void> {
    await this.db
      .updateTable('project_scripts')
      .set({ status: scriptStatus.done, updated_at: new Date() })
      .where('project_id', '=', projectId)
      .where('status', '<', scriptStatus.done)
      .execute();
  }

  /** The writing job started: 'writing', unless the script is already done (stopped, or written by an earlier run). */
  async markWriting(projectId: string): Promise<void> {
    await this.db
      .updateTable('project_scripts')
      .set({ status: scriptStatus.writing, updated_at: new Date() })
      .where('project_id', '=', projectId)
      .where('status', '<', scriptStatus.done)
      .execute();
  }

  /**
   * The parts written so far, for the page that polls ('partial'); false when
   * the script is done already (a stop ended the writing).
   */
  async savePartialParts(projectId: string, parts: readonly unknown[], writer: string): Promise<boolean> {
    const updated = await this.db
      .updateTable('project_scripts')
      .set({ status: scriptStatus.partial, parts: JSON.stringify(parts), writer, updated_at: new Date() })
      .where('project_id', '=', projectId)
      .where('status', '<', scriptStatus.done)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }

  /** A podcast's written turns: done, titled, with no error left from an earlier run. */
  async saveWrittenPodcast(projectId: string, script: { title: string; turns: readonly unknown[]; writer: string; note: string | null }): Promise<void> {
    await this.db
      .updateTable('project_scripts')
      .set({
        status: scriptStatus.done,
        title: script.title,
        parts: JSON.stringify(script.turns),
        writer: script.writer,
        note: script.note,
        err_msg: '',
        updated_at: new Date(),
      })
      .where('project_id', '=', projectId)
      .execute();
  }

  /** A topic's written scenes: done. */
  async saveWrittenTopic(projectId: string, script: { scenes: readonly unknown[]; writer: string; note: string | null }): Promise<void> {
    await this.db
      .updateTable('project_scripts')
      .set({ status: scriptStatus.done, parts: JSON.stringify(script.scenes), writer: script.writer, note: script.note, updated_at: new Date() })
      .where('project_id', '=', projectId)
      .execute();
  }
}
