import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseSchema, TranslationOutputRecord, TranslationsTable } from '../database/database-schema.ts';

export type TranslationRow = Selectable<TranslationsTable>;

/** A translation row with its transcription task's state (null when it has none). */
export type TranslationWithTask = TranslationRow & { task_status: string | null; task_error: string | null };

/** What a new translation is made with. */
export interface NewTranslation {
  ownerId: string;
  sourceType: 'project' | 'upload';
  sourceProjectId?: string;
  sourceWorkspaceIndex?: number;
  sourceKey?: string;
  sourceName: string;
  sourceDurationMs: number;
  sourceLanguage: string;
  targetLanguages: readonly string[];
  status: 'processing';
  stage: string;
  credits: number;
  engines: Readonly<Record<string, unknown>>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** Video translations (`translations`): Talkreel videos re-rendered per language, uploads transcribed, reviewed and dubbed. */
export class TranslationRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** A new translation (in the caller's transaction, with its tasks); returns its id. */
  async create(translation: NewTranslation): Promise<string> {
    const row = await this.db
      .insertInto('translations')
      .values({
        owner_id: translation.ownerId,
        source_type: translation.sourceType,
        source_project_id: translation.sourceProjectId ?? null,
        source_workspace_index: translation.sourceWorkspaceIndex ?? 0,
        source_key: translation.sourceKey ?? null,
        source_name: translation.sourceName,
        source_duration_ms: Math.round(translation.sourceDurationMs),
        source_language: translation.sourceLanguage,
        target_languages: JSON.stringify(translation.targetLanguages),
        status: translation.status,
        stage: translation.stage,
        credits: translation.credits,
        engines: JSON.stringify(translation.engines),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async findById(id: string): Promise<TranslationRow | undefined> {
    if (!uuidPattern.test(id)) return undefined;
    return this.db.selectFrom('translations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The owner's translation; undefined for another owner's, a malformed id or none. */
  async findOwned(ownerId: string, id: string): Promise<TranslationWithTask | undefined> {
    if (!uuidPattern.test(id)) return undefined;
    return this.db
      .selectFrom('translations')
      .leftJoin('tasks', 'tasks.id', 'translations.task_id')
      .selectAll('translations')
      .select(['tasks.status as task_status', 'tasks.error_message as task_error'])
      .where('translations.owner_id', '=', ownerId)
      .where('translations.id', '=', id)
      .executeTakeFirst();
  }

  /** The owner's translations, newest first, with their transcription task's state. */
  async listOwned(ownerId: string, page: number, size: number): Promise<{ rows: TranslationWithTask[]; total: number }> {
    const rows = await this.db
      .selectFrom('translations')
      .leftJoin('tasks', 'tasks.id', 'translations.task_id')
      .selectAll('translations')
      .select(['tasks.status as task_status', 'tasks.error_message as task_error'])
      .where('translations.owner_id', '=', ownerId)
      .orderBy('translations.created_at', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    const { count } = await this.db
      .selectFrom('translations')
      .select((select) => select.fn.countAll<string>().as('count'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    return { rows, total: Number(count) };
  }

  /** Locks the owner (parallel starts take turns) and counts their uploads still being transcribed. */
  async lockOwnerAndCountTranscribing(ownerId: string): Promise<number> {
    await this.db.selectFrom('users').select('id').where('id', '=', ownerId).forUpdate().executeTakeFirst();
    const { count } = await this.db
      .selectFrom('translations')
      .innerJoin('tasks', 'tasks.id', 'translations.task_id')
      .select((select) => select.fn.countAll<string>().as('count'))
      .where('translations.owner_id', '=', ownerId)
      .where('translations.status', '=', 'processing')
      .where('tasks.status', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** The transcription task of an upload (written with it). */
  async setTask(id: string, taskId: string): Promise<void> {
    await this.db.updateTable('translations').set({ task_id: taskId }).where('id', '=', id).execute();
  }

  /** Progress (0–100) and stage of the transcription while it is processing. */
  async reportProgress(id: string, stage: string, progress: number): Promise<void> {
    await this.db
      .updateTable('translations')
      .set({ stage, progress: Math.max(0, Math.min(100, Math.round(progress))), updated_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'processing')
      .execute();
  }

  /** A finished transcription: the transcript, speakers and engines, waiting for review. */
  async saveTranscript(id: string, transcript: { segments: unknown[]; speakers: unknown[]; engines: Record<string, unknown> }): Promise<void> {
    await this.db
      .updateTable('translations')
      .set({
        segments: JSON.stringify(transcript.segments),
        speakers: JSON.stringify(transcript.speakers),
        engines: JSON.stringify(transcript.engines),
        status: 'review',
        stage: 'review',
        progress: 100,
        error: null,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
  }

  /** The owner's corrections of a transcript under review; false when it is not theirs or not in review. */
  async saveReview(ownerId: string, id: string, review: { segments: unknown[]; speakers: unknown[] }): Promise<boolean> {
    if (!uuidPattern.test(id)) return false;
    const result = await this.db
      .updateTable('translations')
      .set({ segments: JSON.stringify(review.segments), speakers: JSON.stringify(review.speakers), updated_at: new Date() })
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .where('status', '=', 'review')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Moves a reviewed upload to dubbing, once: false when it was not in review (a second 'Dub' in parallel). */
  async startDubbing(ownerId: string, id: string): Promise<boolean> {
    if (!uuidPattern.test(id)) return false;
    const result = await this.db
      .updateTable('translations')
      .set({ status: 'dubbing', stage: 'voice', progress: 0, updated_at: new Date() })
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .where('status', '=', 'review')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** The per-language outputs (new projects and their tasks). */
  async setOutputs(id: string, outputs: readonly TranslationOutputRecord[]): Promise<void> {
    await this.db
      .updateTable('translations')
      .set({ outputs: JSON.stringify(outputs), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /** What a language's dub made (how it fitted, who re-synced the lips), merged into its output in one statement (the languages' tasks run in parallel). */
  async recordDub(id: string, language: string, dub: Required<Pick<TranslationOutputRecord, 'fits' | 'segmentsInSlot' | 'lipSync'>>): Promise<void> {
    const patch = JSON.stringify(dub);
    await sql`
      update translations
      set outputs = (
        select coalesce(jsonb_agg(case when output ->> 'language' = ${language} then output || ${patch}::jsonb else output end order by position), '[]'::jsonb)
        from jsonb_array_elements(outputs) with ordinality as entries (output, position)
      ),
      updated_at = now()
      where id = ${id}`.execute(this.db);
  }

  /** A failure of the translation as a whole (the transcription), with the reason and what to tell the person. */
  async markFailed(id: string, error: { reason: string; msg: string }): Promise<void> {
    await this.db
      .updateTable('translations')
      .set({ status: 'failed', stage: 'failed', error: JSON.stringify(error), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }
}
