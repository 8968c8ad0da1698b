import type { FinishedRender, RenderStatus } from '@talkreel/contract';

export type RenderStatusValue = RenderStatus['status'];

/** A render that is still going: its progress is polled. */
export function isRenderUnfinished(status: RenderStatusValue): boolean {
  return status === 'queued' || status === 'running';
}

/**
 * A render that has just ended without a video: the server refunds its
 * credit then (platform credit ledger), so the balance on screen is stale.
 * `previous` is undefined when the status was not known before (a page that
 * just opened, right after the submit), which counts as unfinished.
 */
export function hasRenderEndedUnpaid(previous: RenderStatusValue | undefined, next: RenderStatusValue): boolean {
  const isUnpaidEnd = next === 'failed' || next === 'cancelled';
  return isUnpaidEnd && (previous === undefined || isRenderUnfinished(previous));
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
  // subtitle_url and vtt_url are null for a video without captions: it is still shown.
  if (render.status === 'done' && render.task_id && render.video_url && render.cover_url) {
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
