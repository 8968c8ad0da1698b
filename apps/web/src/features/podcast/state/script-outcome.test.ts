import { describe, expect, it } from 'vitest';
import { scriptOutcomeOf } from './script-outcome.ts';

describe('when the script poll ends (spec §4)', () => {
  it('keeps polling while queued or writing with no text', () => {
    expect(scriptOutcomeOf({ status: 1, gpt_sell_text: '' })).toBe('writing');
    expect(scriptOutcomeOf({ status: 2, gpt_sell_text: '  ' })).toBe('writing');
  });

  it('ends on a non-empty script, whatever the status says', () => {
    expect(scriptOutcomeOf({ status: 4, gpt_sell_text: 'Ada: Hello' })).toBe('ready');
    expect(scriptOutcomeOf({ status: 2, gpt_sell_text: 'Ada: Hello' })).toBe('ready');
  });

  it('ends as failed on status 5 with no script', () => {
    expect(scriptOutcomeOf({ status: 5, gpt_sell_text: '' })).toBe('failed');
  });
});
