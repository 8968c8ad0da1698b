import {
  SegmentFitSchema,
  TranslationSegmentSchema,
  TranslationSpeakerSchema,
  TranslationStageSchema,
  type TranslationOutput,
  type TranslationRecord,
  type TranslationSegment,
  type TranslationSpeaker,
  type TranslationStage,
  type TranslationStatus,
} from '@talkreel/contract';
import { RenderWorkspaceResultSchema } from '@talkreel/jobs';
import type { TranslationOutputRecord, TranslationWithTask, UserRow } from '@talkreel/platform';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';

const EngineInfoSchema = z.object({ name: z.string(), quality: z.string() }).nullable().catch(null);
const EnginesSchema = z.object({
  transcriber: EngineInfoSchema.default(null),
  translator: EngineInfoSchema.default(null),
  lip_sync: z.string().nullable().catch(null).default(null),
});
const FitsSchema = z.record(z.string(), SegmentFitSchema);

/** A task's stage as the page names it: the translation's own stages, and every render stage as `render`. */
function stageOf(taskStage: string | null, taskStatus: string): TranslationStage {
  if (taskStatus === 'queued') return 'queued';
  if (taskStatus === 'done') return 'done';
  if (taskStatus === 'failed' || taskStatus === 'cancelled') return 'failed';
  const parsed = TranslationStageSchema.safeParse(taskStage);
  return parsed.success ? parsed.data : 'render';
}

/** One language's output, from its task: the status, progress and stage, the video and captions once done. */
async function readOutput(context: AppContext, output: TranslationOutputRecord): Promise<TranslationOutput> {
  const { repositories, storage } = context.runtime;
  const task = await repositories.tasks.find(output.taskId);
  const status = task?.status ?? 'failed';
  const stage = stageOf(task?.stage ?? null, status);
  const result = status === 'done' ? RenderWorkspaceResultSchema.safeParse(task?.result).data : undefined;
  return {
    language: output.language,
    project_id: output.projectId,
    status: status === 'queued' ? 'waiting' : status === 'running' ? (stage === 'render' ? 'rendering' : 'processing') : status === 'done' ? 'done' : 'failed',
    progress: status === 'done' ? 100 : Math.round(task?.progress ?? 0),
    stage,
    video_url: result ? await storage.createReadUrl(result.videoKey) : null,
    srt_url: result?.srtKey ? await storage.createReadUrl(result.srtKey) : null,
    error: status === 'failed' || status === 'cancelled' ? (task?.error_message ?? 'The translation failed') : null,
    segments_in_slot: output.segmentsInSlot ?? null,
    lip_sync: output.lipSync ? { engine: output.lipSync.engine, note: output.lipSync.note ?? null } : null,
  };
}

/** The whole translation's status: the row's own while an upload is transcribed or reviewed, else what its languages' tasks say. */
function overallStatus(row: TranslationWithTask, outputs: readonly TranslationOutput[]): TranslationStatus {
  if (row.status === 'failed' || row.status === 'review') return row.status as TranslationStatus;
  if (row.status === 'processing' && row.source_type === 'upload') {
    return row.task_status === 'failed' || row.task_status === 'cancelled' ? 'failed' : 'processing';
  }
  if (outputs.length === 0) return 'failed';
  if (outputs.some((output) => output.status !== 'done' && output.status !== 'failed')) return row.source_type === 'upload' ? 'dubbing' : 'processing';
  return outputs.some((output) => output.status === 'done') ? 'done' : 'failed';
}

/** The segments as stored, each with how its dub fitted in every language. */
function readSegments(row: TranslationWithTask): TranslationSegment[] {
  const segments = z.array(TranslationSegmentSchema).catch([]).parse(row.segments);
  for (const output of row.outputs) {
    const fits = FitsSchema.safeParse(output.fits ?? {}).data ?? {};
    for (const segment of segments) {
      const fit = fits[segment.id];
      if (fit) segment.fit = { ...segment.fit, [output.language]: fit };
    }
  }
  return segments;
}

/** A translation as the page reads it (the list leaves the transcript out). */
export async function toTranslationRecord(context: AppContext, row: TranslationWithTask): Promise<TranslationRecord> {
  const { repositories, storage } = context.runtime;
  const outputs = await Promise.all(row.outputs.map((output) => readOutput(context, output)));
  const status = overallStatus(row, outputs);
  const unfinished = outputs.filter((output) => output.status !== 'done' && output.status !== 'failed');
  const useRow = row.source_type === 'upload' && (row.status === 'processing' || row.status === 'review');
  const transcriptionFailed = status === 'failed' && useRow;
  let videoUrl: string | null = null;
  if (row.source_key) videoUrl = await storage.createReadUrl(row.source_key);
  else if (row.source_project_id) {
    const rendered = await repositories.renders.findLatest(row.source_project_id, row.source_workspace_index, { onlyDone: true });
    const key = RenderWorkspaceResultSchema.safeParse(rendered?.result).data?.videoKey;
    if (key) videoUrl = await storage.createReadUrl(key);
  }
  const waiting: TranslationOutput[] = row.target_languages
    .filter((language) => !outputs.some((output) => output.language === language))
    .map((language) => ({
      language,
      project_id: null,
      status: 'waiting',
      progress: 0,
      stage: 'queued',
      video_url: null,
      srt_url: null,
      error: null,
      segments_in_slot: null,
      lip_sync: null,
    }));
  return {
    id: row.id,
    source: {
      type: row.source_type,
      project_id: row.source_project_id,
      name: row.source_name,
      video_url: videoUrl,
      duration_ms: row.source_duration_ms,
    },
    source_language: row.source_language,
    target_languages: row.target_languages,
    status,
    stage: useRow
      ? transcriptionFailed
        ? 'failed'
        : (TranslationStageSchema.safeParse(row.stage).data ?? 'queued')
      : status === 'done' || status === 'failed'
        ? status
        : (unfinished[0]?.stage as TranslationStage),
    progress: useRow ? row.progress : outputs.length === 0 ? 0 : Math.round(outputs.reduce((sum, output) => sum + output.progress, 0) / outputs.length),
    error: row.error ?? (transcriptionFailed ? { reason: 'failed', msg: row.task_error ?? 'The video could not be transcribed' } : null),
    segments: readSegments(row),
    speakers: z.array(TranslationSpeakerSchema).catch([]).parse(row.speakers) as TranslationSpeaker[],
    outputs: [...outputs, ...waiting],
    engines: EnginesSchema.parse(row.engines),
    credits: row.credits,
    created_at: row.created_at.toISOString(),
  };
}

/** The caller's translation; 40400 for anyone else's. */
export async function getTranslation(context: AppContext, user: UserRow, id: string): Promise<TranslationRecord> {
  const row = await context.runtime.repositories.translations.findOwned(user.id, id);
  if (!row) throw ApiError.notFound('No such translation');
  return toTranslationRecord(context, row);
}

/** The caller's translations, newest first, without their transcripts. */
export async function listTranslations(context: AppContext, user: UserRow, page: number, size: number) {
  const { rows, total } = await context.runtime.repositories.translations.listOwned(user.id, page, size);
  const list = await Promise.all(
    rows.map(async (row) => {
      const { segments: _segments, speakers: _speakers, ...record } = await toTranslationRecord(context, row);
      return record;
    }),
  );
  return { list, total };
}
