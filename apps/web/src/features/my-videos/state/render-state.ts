import type { FinishedRender, RenderStatus } from '@talkreel/contract';

export type RenderStatusValue = RenderStatus['status'];

/** A render that is still going: its progress is polled. */
export function isRenderUnfinished(status: RenderStatusValue): boolean {
  return status === 'queued' || status === 'running';
}

/** Mantine colour of each state's badge (DESIGN tokens: success, warning, danger). */
export function getRenderStatusColor(status: RenderStatusValue): string {
  switch (status) {
    case 'done':
      return 'green';
    case 'running':
      return 'brand';
    case 'queued':
      return 'orange';
    case 'failed':
      return 'red';
    case 'cancelled':
    case 'none':
      return 'gray';
  }
}

/**
 * The video the page shows: the latest render when it is done, else the last
 * one that finished (kept while 'Render again' runs or after it failed), else none.
 */
export function getShownVideo(render: RenderStatus): FinishedRender | null {
  if (render.status === 'done' && render.task_id && render.video_url && render.cover_url && render.subtitle_url && render.vtt_url) {
    return {
      task_id: render.task_id,
      video_url: render.video_url,
      cover_url: render.cover_url,
      subtitle_url: render.subtitle_url,
      vtt_url: render.vtt_url,
      duration: render.duration ?? 0,
    };
  }
  return render.last_done;
}

/** Signed read URLs are valid for a day; one is reused for this long after it was first seen, ms. */
const URL_REUSE_MS = 60 * 60 * 1000;

type RenderUrls = Pick<FinishedRender, 'video_url' | 'cover_url' | 'subtitle_url' | 'vtt_url'>;

interface KeptUrls {
  firstSeenMs: number;
  urls: RenderUrls;
}

const keptUrlsByTask = new Map<string, KeptUrls>();

function keepUrls<Urls extends RenderUrls>(taskId: string, urls: Urls, nowMs: number): Urls {
  const kept = keptUrlsByTask.get(taskId);
  if (kept && nowMs - kept.firstSeenMs < URL_REUSE_MS) return { ...urls, ...kept.urls };
  const { video_url, cover_url, subtitle_url, vtt_url } = urls;
  keptUrlsByTask.set(taskId, { firstSeenMs: nowMs, urls: { video_url, cover_url, subtitle_url, vtt_url } });
  return urls;
}

/**
 * The server signs every read URL afresh on each call, so each poll would
 * hand back new addresses for the same files and the cover or the playing
 * video would reload. A finished render (the latest, or the last finished
 * one shown while a new render runs) keeps the URLs first seen for its task
 * (for an hour), so polled data stays equal and nothing reloads.
 */
export function keepRenderUrls(render: RenderStatus, nowMs = Date.now()): RenderStatus {
  const lastDone = render.last_done ? keepUrls(render.last_done.task_id, render.last_done, nowMs) : null;
  if (render.status !== 'done' || !render.task_id || !render.video_url || !render.cover_url || !render.subtitle_url || !render.vtt_url) {
    return { ...render, last_done: lastDone };
  }
  const { video_url, cover_url, subtitle_url, vtt_url } = render;
  return { ...render, ...keepUrls(render.task_id, { video_url, cover_url, subtitle_url, vtt_url }, nowMs), last_done: lastDone };
}
