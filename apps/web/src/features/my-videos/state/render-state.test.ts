import type { RenderStatus } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { isRenderUnfinished, keepRenderUrls } from './render-state.ts';

function doneRender(taskId: string, signature: string): RenderStatus {
  const url = (name: string) => `/files/renders/u/${taskId}/${name}?expires=1&signature=${signature}`;
  return {
    status: 'done',
    progress: 100,
    task_id: taskId,
    video_url: url('video.mp4'),
    cover_url: url('cover.jpg'),
    subtitle_url: url('subtitles.srt'),
    vtt_url: url('subtitles.vtt'),
    duration: 4,
    error: null,
  };
}

describe('render state', () => {
  it('polls queued and running renders only', () => {
    expect(isRenderUnfinished('queued')).toBe(true);
    expect(isRenderUnfinished('running')).toBe(true);
    expect(['none', 'done', 'failed', 'cancelled'].some((status) => isRenderUnfinished(status as RenderStatus['status']))).toBe(false);
  });

  it('keeps the first signed URLs of a finished task for an hour, then takes fresh ones', () => {
    const first = keepRenderUrls(doneRender('task-a', 'aaa'), 0);
    const polled = keepRenderUrls(doneRender('task-a', 'bbb'), 30 * 60 * 1000);
    expect(polled.video_url).toBe(first.video_url);
    expect(polled.cover_url).toContain('signature=aaa');
    const later = keepRenderUrls(doneRender('task-a', 'ccc'), 61 * 60 * 1000);
    expect(later.video_url).toContain('signature=ccc');
    expect(keepRenderUrls(doneRender('task-b', 'ddd'), 0).video_url).toContain('task-b');
  });
});
