import { RenderStageSchema, type BatchRowStatus, type BatchStatus, type RenderStage } from '@talkreel/contract';
import { RenderWorkspaceResultSchema } from '@talkreel/jobs';
import type { BatchRecord, LatestRender, Runtime } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';
import { signBatchDownloads } from './batch-download-links.ts';

/** A running task names its step; the other states are their own stage. */
function stageOf(render: LatestRender): RenderStage {
  if (render.status !== 'running') return render.status;
  const parsed = RenderStageSchema.safeParse(render.stage);
  return parsed.success ? parsed.data : 'starting';
}

/** The owner's batch, or 40400 (another owner's batch reads as missing). */
export async function getOwnedBatch(runtime: Runtime, ownerId: string, projectId: string): Promise<BatchRecord & { name: string }> {
  const batch = await runtime.repositories.batches.findOwned(ownerId, projectId);
  if (!batch) throw ApiError.notFound('No such batch');
  return batch;
}

/** Each row of a batch with its latest render: status, stage, progress, and the MP4's key once done. */
export async function readBatchRows(runtime: Runtime, batch: BatchRecord): Promise<(BatchRowStatus & { videoKey: string | null })[]> {
  const renders = await runtime.repositories.renders.findLatestOfEachWorkspace(batch.project_id);
  return Promise.all(
    batch.rows.map(async ({ row }, index) => {
      const render = renders.get(index);
      if (!render) return { row, index, status: 'none' as const, stage: null, progress: 0, video_url: '', err_msg: '', videoKey: null };
      const videoKey = render.status === 'done' ? RenderWorkspaceResultSchema.parse(render.result).videoKey : null;
      return {
        row,
        index,
        status: render.status,
        stage: stageOf(render),
        progress: render.status === 'done' ? 100 : render.progress,
        video_url: videoKey ? await runtime.storage.createReadUrl(videoKey) : '',
        err_msg: render.status === 'failed' || render.status === 'cancelled' ? (render.errorMessage ?? 'The render stopped') : '',
        videoKey,
      };
    }),
  );
}

/** How long one reading of a batch answers the polls that ask for the same batch. */
const sharedForMs = 1_000;
const maxShared = 1_000;

/** Readings by database (one product per database in tests), then by owner and batch. */
const sharedByRuntime = new WeakMap<Runtime, Map<string, { readAtMs: number; status: Promise<BatchStatus> }>>();

/**
 * A batch's rows and totals, for the batch page (it polls every 2 s). A
 * reading of 100 rows is one query over their renders plus a signed URL per
 * finished row, and on the embedded database it waits behind the renders'
 * own progress writes; so polls of the same batch within a second (several
 * tabs, or a script) share one reading, in flight or just made: progress is
 * at most a second old.
 */
export async function getBatchStatus(runtime: Runtime, ownerId: string, projectId: string): Promise<BatchStatus> {
  let shared = sharedByRuntime.get(runtime);
  if (!shared) sharedByRuntime.set(runtime, (shared = new Map()));
  const key = `${ownerId}/${projectId}`;
  const found = shared.get(key);
  if (found && Date.now() - found.readAtMs < sharedForMs) return found.status;
  const status = readBatchStatus(runtime, ownerId, projectId);
  shared.delete(key);
  if (shared.size >= maxShared) shared.delete(shared.keys().next().value!);
  shared.set(key, { readAtMs: Date.now(), status });
  // A refusal (no such batch) is not kept: the next poll asks again.
  status.catch(() => shared.delete(key));
  return status;
}

async function readBatchStatus(runtime: Runtime, ownerId: string, projectId: string): Promise<BatchStatus> {
  const batch = await getOwnedBatch(runtime, ownerId, projectId);
  const rows = (await readBatchRows(runtime, batch)).map(({ videoKey: _videoKey, ...row }) => row);
  return {
    project_id: projectId,
    name: batch.name,
    template_id: batch.template_id,
    rows,
    total: rows.length,
    done: rows.filter((row) => row.status === 'done').length,
    failed: rows.filter((row) => row.status === 'failed' || row.status === 'cancelled').length,
    ...signBatchDownloads(runtime, ownerId, projectId),
  };
}
