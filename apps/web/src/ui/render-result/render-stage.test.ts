import { describe, expect, it } from 'vitest';
import { shownRenderStage } from './render-stage.ts';

describe('the stage the home card names', () => {
  it('names the server’s stage while the render runs, queued before it starts', () => {
    expect(shownRenderStage({ status: 'queued', stage: 'queued' })).toBe('queued');
    expect(shownRenderStage({ status: 'queued', stage: null })).toBe('queued');
    for (const stage of ['starting', 'speech', 'face', 'frames', 'encode', 'saving'] as const)
      expect(shownRenderStage({ status: 'running', stage })).toBe(stage);
  });

  it('names none once the render ended', () => {
    expect(shownRenderStage({ status: 'done', stage: 'done' })).toBeNull();
    expect(shownRenderStage({ status: 'failed', stage: 'failed' })).toBeNull();
    expect(shownRenderStage({ status: 'none', stage: null })).toBeNull();
  });
});
