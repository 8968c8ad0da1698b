import type { RenderStatus } from '@talkreel/contract';

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

/** Signed read URLs are valid for a day; one is reused for this long after it was first seen, ms. */
const URL_REUSE_MS = 60 * 60 * 1000;

interface KeptUrls {
  firstSeenMs: number;
  urls: Pick<RenderStatus, 'video_url' | 'cover_url' | 'subtitle_url' | 'vtt_url'>;
}

const keptUrlsByTask = new Map<string, KeptUrls>();

/**
 * The server signs every read URL afresh on each call, so each poll would
 * hand back new addresses for the same files and the cover or the playing
 * video would reload. A finished render keeps the URLs first seen for its
 * task (for an hour), so polled data stays equal and nothing reloads.
 */
export function keepRenderUrls(render: RenderStatus, nowMs = Date.now()): RenderStatus {
  if (render.status !== 'done' || !render.task_id) return render;
  const kept = keptUrlsByTask.get(render.task_id);
  if (kept && nowMs - kept.firstSeenMs < URL_REUSE_MS) return { ...render, ...kept.urls };
  const { video_url, cover_url, subtitle_url, vtt_url } = render;
  keptUrlsByTask.set(render.task_id, { firstSeenMs: nowMs, urls: { video_url, cover_url, subtitle_url, vtt_url } });
  return render;
}
