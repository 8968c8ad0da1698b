import { describe, expect, it } from 'vitest';
import { chooseToSkipCreditsConfirm, creditsConfirmMode, isCreditsConfirmSkipChosen, shouldSkipCreditsConfirm } from './credits-confirm-mode.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('credits confirm mode', () => {
  it('is insufficient only below the cost', () => {
    expect(creditsConfirmMode(1, 2)).toBe('insufficient');
    expect(creditsConfirmMode(0, 1)).toBe('insufficient');
    expect(creditsConfirmMode(2, 2)).toBe('normal');
    expect(creditsConfirmMode(10, 2)).toBe('normal');
  });

  it('skips only a normal confirmation the person chose to skip', () => {
    expect(shouldSkipCreditsConfirm('normal', true)).toBe(true);
    expect(shouldSkipCreditsConfirm('normal', false)).toBe(false);
    expect(shouldSkipCreditsConfirm('insufficient', true)).toBe(false);
  });

  it('remembers "Do not prompt again" in storage', () => {
    const storage = memoryStorage();
    expect(isCreditsConfirmSkipChosen(storage)).toBe(false);
    chooseToSkipCreditsConfirm(storage);
    expect(isCreditsConfirmSkipChosen(storage)).toBe(true);
  });
});
