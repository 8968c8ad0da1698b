import { describe, expect, it } from 'vitest';
import { isNewVoice, voiceKindOf, voiceTags } from './voice-tags.ts';

const NOW_MS = Date.UTC(2025, 5, 10, 12, 0, 0);
const nowSeconds = NOW_MS / 1000;
const DAY_SECONDS = 24 * 60 * 60;

describe('isNewVoice', () => {
  it('is new for three days after create_time (seconds), and not after', () => {
    expect(isNewVoice(nowSeconds - 60, NOW_MS)).toBe(true);
    expect(isNewVoice(nowSeconds - 3 * DAY_SECONDS + 1, NOW_MS)).toBe(true);
    expect(isNewVoice(nowSeconds - 3 * DAY_SECONDS, NOW_MS)).toBe(false);
    expect(isNewVoice(nowSeconds - 30 * DAY_SECONDS, NOW_MS)).toBe(false);
  });

  it('is not new without a create_time', () => {
    expect(isNewVoice(undefined, NOW_MS)).toBe(false);
  });

  it('is new when made after the list read the clock, or by a server whose clock runs ahead', () => {
    expect(isNewVoice(nowSeconds + 5, NOW_MS)).toBe(true);
    expect(isNewVoice(nowSeconds + 3600, NOW_MS)).toBe(true);
  });

  it('would be wrong if create_time were read as milliseconds', () => {
    expect(isNewVoice(NOW_MS - 1000, NOW_MS)).toBe(false);
  });
});

describe('voiceTags', () => {
  it('lists accent, age, use case and each descriptive word, readable and without repeats', () => {
    const voice = { accent: 'british', age: 'young_adult', use_case: 'social_media', descriptive: 'warm, clear,British' };
    expect(voiceTags(voice)).toEqual([
      { kind: 'accent', value: 'british' },
      { kind: 'age', value: 'young adult' },
      { kind: 'useCase', value: 'social media' },
      { kind: 'descriptive', value: 'warm' },
      { kind: 'descriptive', value: 'clear' },
    ]);
  });

  it('leaves out empty labels', () => {
    expect(voiceTags({ accent: '', age: 'adult', use_case: '', descriptive: '' })).toEqual([{ kind: 'age', value: 'adult' }]);
  });
});

describe('voiceKindOf', () => {
  it('knows the three kinds and nothing else', () => {
    expect(voiceKindOf('cloned')).toBe('cloned');
    expect(voiceKindOf('matched')).toBe('matched');
    expect(voiceKindOf('saved')).toBe('saved');
    expect(voiceKindOf('public')).toBeNull();
    expect(voiceKindOf(undefined)).toBeNull();
  });
});
