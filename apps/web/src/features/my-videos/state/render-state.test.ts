import type { RenderStatus } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { isRenderUnfinished } from './render-state.ts';

describe('render state', () => {
  it('polls queued and running renders only', () => {
    expect(isRenderUnfinished('queued')).toBe(true);
    expect(isRenderUnfinished('running')).toBe(true);
    expect(['none', 'done', 'failed', 'cancelled'].some((status) => isRenderUnfinished(status as RenderStatus['status']))).toBe(false);
  });
});
