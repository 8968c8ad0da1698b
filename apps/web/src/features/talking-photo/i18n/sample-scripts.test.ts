import { describe, expect, it } from 'vitest';
import { enTalkingPhoto } from './en.ts';
import { zhCnTalkingPhoto } from './zh-cn.ts';

describe('Randomize samples', () => {
  it('has 20 distinct sample scripts in each language, from content/scripts (spec §9)', () => {
    for (const samples of [enTalkingPhoto.talkingPhoto.form.sampleScripts, zhCnTalkingPhoto.talkingPhoto.form.sampleScripts]) {
      expect(samples).toHaveLength(20);
      expect(new Set(samples).size).toBe(20);
      for (const sample of samples) expect(sample.trim().length).toBeGreaterThan(20);
    }
  });
});
