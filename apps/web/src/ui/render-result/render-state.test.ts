import type { FinishedRender, RenderStatus } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { getShownVideo, hasRenderEndedUnpaid, isRenderUnfinished } from './render-state.ts';

const url = (taskId: string, name: string, signature: string) => `/files/renders/u/${taskId}/${name}?expires=1&signature=${signature}`;

function finished(taskId: string, signature: string): FinishedRender {
  return {
    task_id: taskId,
    video_url: url(taskId, 'video.mp4', signature),
    cover_url: url(taskId, 'cover.jpg', signature),
    subtitle_url: url(taskId, 'subtitles.srt', signature),
    vtt_url: url(taskId, 'subtitles.vtt', signature),
    duration: 4,
  };
}

function doneRender(taskId: string, signature: string): RenderStatus {
  return { status: 'done', progress: 100, stage: 'done', ...finished(taskId, signature), error: null, last_done: null };
}

function runningRender(taskId: string, lastDone: FinishedRender | null): RenderStatus {
  return {
    status: 'running',
    progress: 40,
    stage: 'frames',
    task_id: taskId,
    video_url: null,
    cover_url: null,
    subtitle_url: null,
    vtt_url: null,
    duration: null,
    error: null,
    last_done: lastDone,
  };
}

describe('render state', () => {
  it('polls queued and running renders only', () => {
    expect(isRenderUnfinished('queued')).toBe(true);
    expect(isRenderUnfinished('running')).toBe(true);
    expect(['none', 'done', 'failed', 'cancelled'].some((status) => isRenderUnfinished(status as RenderStatus['status']))).toBe(false);
  });

  it('shows the latest render when done, else the last finished one, else nothing', () => {
    expect(getShownVideo(doneRender('task-c', 'x'))).toMatchObject({ task_id: 'task-c', duration: 4 });
    expect(getShownVideo(runningRender('task-d', finished('task-c', 'x')))?.task_id).toBe('task-c');
    expect(getShownVideo({ ...runningRender('task-d', finished('task-c', 'x')), status: 'failed', error: 'boom' })?.task_id).toBe('task-c');
    expect(getShownVideo(runningRender('task-e', null))).toBeNull();
  });

  it('shows a finished video without captions, with no subtitle files to offer', () => {
    const uncaptioned = { ...doneRender('task-f', 'x'), subtitle_url: null, vtt_url: null };
    expect(getShownVideo(uncaptioned)).toMatchObject({ task_id: 'task-f', subtitle_url: null, vtt_url: null });
  });

  it('sees a render end without a video (its credit refunded) once, as it happens', () => {
    expect(hasRenderEndedUnpaid('running', 'failed')).toBe(true);
    expect(hasRenderEndedUnpaid('queued', 'cancelled')).toBe(true);
    expect(hasRenderEndedUnpaid(undefined, 'failed')).toBe(true);
    // Already seen ended: polling a failed render again refunds nothing new.
    expect(hasRenderEndedUnpaid('failed', 'failed')).toBe(false);
    expect(hasRenderEndedUnpaid('running', 'done')).toBe(false);
    expect(hasRenderEndedUnpaid('running', 'running')).toBe(false);
    expect(hasRenderEndedUnpaid('done', 'cancelled')).toBe(false);
  });
});
