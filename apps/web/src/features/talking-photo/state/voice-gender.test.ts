import { describe, expect, it } from 'vitest';
import { voiceGenderFor } from './voice-gender.ts';

describe('the default voice’s gender (spec §4: 1 = Female, otherwise Male)', () => {
  it('maps 1 to female and everything else to male', () => {
    expect([1, 2, 0].map(voiceGenderFor)).toEqual([1, 2, 2]);
  });
});
