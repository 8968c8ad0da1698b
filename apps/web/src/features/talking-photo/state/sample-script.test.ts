import { describe, expect, it } from 'vitest';
import { enTalkingPhoto } from '../i18n/en.ts';
import { zhCnTalkingPhoto } from '../i18n/zh-cn.ts';
import { pickSampleScript } from './sample-script.ts';

describe('Randomize', () => {
  it('has 20 distinct sample scripts in each language, from content/scripts (spec §9)', () => {
    for (const samples of [enTalkingPhoto.talkingPhoto.form.sampleScripts, zhCnTalkingPhoto.talkingPhoto.form.sampleScripts]) {
      expect(samples).toHaveLength(20);
      expect(new Set(samples).size).toBe(20);
      for (const sample of samples) expect(sample.trim().length).toBeGreaterThan(20);
    }
  });

  it('spreads over every sample and never repeats the one in the box', () => {
    const samples = ['a', 'b', 'c', 'd'];
    expect([0, 0.26, 0.51, 0.99].map((random) => pickSampleScript(samples, '', random))).toEqual(['a', 'b', 'c', 'd']);
    expect([0, 0.34, 0.67, 0.99].map((random) => pickSampleScript(samples, 'b', random))).toEqual(['a', 'c', 'd', 'd']);
    expect(pickSampleScript(['only'], 'only', 0.5)).toBe('only');
  });
});
