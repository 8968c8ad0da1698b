import { RenderStageSchema, type FinishedRender, type RenderStage, type RenderStatus } from '@talkreel/contract';
import { RenderWorkspaceResultSchema } from '@talkreel/jobs';
import { type Runtime, type LatestRender } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';

const noRender: RenderStatus = {
  status: 'none',
  progress: 0,
  stage: null,
  task_id: null,
  video_url: null,
  cover_url: null,
  subtitle_url: null,
  vtt_url: null,
  duration: null,
  error: null,
  last_done: null,
};

/** A running task names its step; the other states are their own stage. */
function toRenderStage(render: LatestRender): RenderStage {
  if (render.status !== 'running') return render.status;
  const parsed = RenderStageSchema.safeParse(render.stage);
  return parsed.success ? parsed.data : 'starting';
}

async function toFinishedRender(runtime: Runtime, render: LatestRender): Promise<FinishedRender> {
  const result = RenderWorkspaceResultSchema.parse(render.result);
  const url = (key: string) => runtime.storage.createReadUrl(key);
  return {
    task_id: render.taskId,
    video_url: await url(result.videoKey),
    cover_url: await url(result.coverKey),
    // No captions (a recording's words are not known): no subtitle file, so no URL to offer.
    subtitle_url: result.srtKey ? await url(result.srtKey) : null,
    vtt_url: result.vttKey ? await url(result.vttKey) : null,
    duration: result.durationMs / 1000,
  };
}

/** How long an answer is kept at most, however quiet the database: its signed URLs stay fresh. */
const keptMs = 30_000;
const maxKept = 10_000;

interface KeptStatus {
  writeCount: number;
  keptAtMs: number;
  status: RenderStatus;
}

/** Answers by database, kept while nothing was written (see `getRenderStatus`). */
const keptByDatabase = new WeakMap<object, Map<string, KeptStatus>>();

/**
 * The latest render of one workspace of the owner's project (see
 * `readRenderStatus`). Pages poll it every few seconds and every read waits
 * for the embedded database's one connection, so on PGlite, where this
 * process makes every write (server and worker share it), an answer is kept
 * until any statement may have changed data (`database.writes`), and for at
 * most `keptMs`. On PostgreSQL other processes write, so nothing is kept.
 */
export async function getRenderStatus(runtime: Runtime, locator: { ownerId: string; projectId: string; workspaceIndex: number }): Promise<RenderStatus> {
  const { writes } = runtime.database;
  if (!writes) return readRenderStatus(runtime, locator);
  let kept = keptByDatabase.get(runtime.database);
  if (!kept) keptByDatabase.set(runtime.database, (kept = new Map()));
  const key = `${locator.ownerId}/${locator.projectId}/${locator.workspaceIndex}`;
  const found = kept.get(key);
  if (found && found.writeCount === writes.count && Date.now() - found.keptAtMs < keptMs) return found.status;
  // Noted before the read: a write that lands while it runs makes this answer one not to keep.
  const writeCount = writes.count;
  const status = await readRenderStatus(runtime, locator);
  if (writes.count === writeCount) {
    kept.delete(key);
    if (kept.size >= maxKept) kept.delete(kept.keys().next().value!);
    kept.set(key, { writeCount, keptAtMs: Date.now(), status });
  }
  return status;
}

/**
 * The latest render of one workspace of the owner's project, read from its
 * task row; URLs only once it is done. The ownership check and the read are
 * one query. Another user's project answers 40400 like a missing one. While
 * a newer render has not (or not successfully) finished, `last_done` carries
 * the latest finished one, so 'Render again' never hides a good video.
 */
async function readRenderStatus(runtime: Runtime, locator: { ownerId: string; projectId: string; workspaceIndex: number }): Promise<RenderStatus> {
  const { renders } = runtime.repositories;
  const latest = await renders.findLatestOwned(locator.ownerId, locator.projectId, locator.workspaceIndex);
  if (latest === null) throw ApiError.notFound('No such project');
  if (!latest) return noRender;
  const base = { ...noRender, status: latest.status, progress: latest.progress, stage: toRenderStage(latest), task_id: latest.taskId };
  if (latest.status === 'done') {
    const { task_id: _taskId, ...finished } = await toFinishedRender(runtime, latest);
    return { ...base, ...finished };
  }
  const lastDone = await renders.findLatest(locator.projectId, locator.workspaceIndex, { onlyDone: true });
  const last_done = lastDone ? await toFinishedRender(runtime, lastDone) : null;
  if (latest.status === 'failed' || latest.status === 'cancelled') return { ...base, error: latest.errorMessage, last_done };
  return { ...base, last_done };
}
