import { describe, expect, it } from 'vitest';
import { topicScriptPhaseOf } from './topic-script-phase.ts';

describe('the phase of a topic script (spec §4)', () => {
  it('is writing while queued, writing or partial', () => {
    for (const status of [1, 2, 3]) expect(topicScriptPhaseOf(status)).toBe('writing');
  });

  it('is done on 4 and failed on 5', () => {
    expect(topicScriptPhaseOf(4)).toBe('done');
    expect(topicScriptPhaseOf(5)).toBe('failed');
  });
});
