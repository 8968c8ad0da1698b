import { describe, expect, it } from 'vitest';
import { detectTopicLanguage } from './detect-topic-language.ts';

describe('detectTopicLanguage', () => {
  it('reads a Chinese topic as Chinese, an English one as English', () => {
    expect(detectTopicLanguage('如何在冬天养护室内植物')).toBe('chinese');
    expect(detectTopicLanguage('用 AI 做短视频的三个技巧')).toBe('chinese');
    expect(detectTopicLanguage('How to keep houseplants alive in winter')).toBe('english');
    expect(detectTopicLanguage('The history of 茶 in Yunnan province')).toBe('english');
  });

  it('leaves the field alone for other scripts and for nothing to read', () => {
    expect(detectTopicLanguage('')).toBeUndefined();
    expect(detectTopicLanguage('2026!')).toBeUndefined();
    expect(detectTopicLanguage('Как сохранить комнатные растения зимой')).toBeUndefined();
  });
});
