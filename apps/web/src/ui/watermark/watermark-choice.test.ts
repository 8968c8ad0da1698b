import { describe, expect, it } from 'vitest';
import { findRemoveWatermarkChoice, rememberRemoveWatermarkChoice, watermarkTickOutcome } from './watermark-choice.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return { entries, getItem: (key) => entries.get(key) ?? null, setItem: (key, value) => void entries.set(key, value) };
}

describe('the Remove Watermark choice, remembered per username (spec §4)', () => {
  it('is unticked until chosen, and kept apart for each username', () => {
    const storage = memoryStorage();
    expect(findRemoveWatermarkChoice('ana@example.com', storage)).toBe(false);
    rememberRemoveWatermarkChoice('ana@example.com', true, storage);
    expect(findRemoveWatermarkChoice('ana@example.com', storage)).toBe(true);
    expect(findRemoveWatermarkChoice('ben@example.com', storage)).toBe(false);
    rememberRemoveWatermarkChoice('ana@example.com', false, storage);
    expect(findRemoveWatermarkChoice('ana@example.com', storage)).toBe(false);
    expect([...storage.entries.keys()]).toEqual(['talkreel.talkingPhoto.removeWatermark.ana@example.com']);
  });

  it('remembers nothing without a username', () => {
    const storage = memoryStorage();
    rememberRemoveWatermarkChoice('', true, storage);
    expect(storage.entries.size).toBe(0);
    expect(findRemoveWatermarkChoice('', storage)).toBe(false);
  });

  it('sends a Free plan’s tick to the upgrade page; other plans, and unticking, apply', () => {
    expect(watermarkTickOutcome('Free', true)).toBe('upgrade');
    expect(watermarkTickOutcome(undefined, true)).toBe('upgrade');
    expect(watermarkTickOutcome('Free', false)).toBe('apply');
    expect(watermarkTickOutcome('Starter', true)).toBe('apply');
    expect(watermarkTickOutcome('Business', true)).toBe('apply');
  });
});
