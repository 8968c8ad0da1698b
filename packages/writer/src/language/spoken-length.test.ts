import { describe, expect, it } from 'vitest';
import { getScriptLanguage } from './script-language.ts';
import { measureSpokenSeconds, measureSpokenUnits, unitsForSeconds } from './spoken-length.ts';

describe('measureSpokenUnits', () => {
  it('counts words where words are spaced: contractions, initials and decimals are one word each', () => {
    expect(measureSpokenUnits("It's a U.S. test, isn't it? 3.5 percent — fine.", getScriptLanguage('english'))).toBe(9);
    expect(measureSpokenUnits('Les députés ont, sans surprise, adopté le projet.', getScriptLanguage('french'))).toBe(8);
  });

  it('counts Thai words by the segmenter’s dictionary, though Thai puts no spaces between them', () => {
    expect(measureSpokenUnits('สวัสดีครับ ผมชื่อสมชาย', getScriptLanguage('thai'))).toBe(5);
  });

  it('counts Chinese, Japanese and Korean by characters (syllables), a Latin word or a number as two', () => {
    // 谷歌在 + 年收购的人工智能公司 + 开发出一款计算机 = 3 + 10 + 8 characters; 2014 and DeepMind = 2 × 2.
    expect(measureSpokenUnits('谷歌在2014年收购的人工智能公司DeepMind开发出一款计算机。', getScriptLanguage('chinese'))).toBe(25);
    expect(measureSpokenUnits('肉をくわえたイヌが、橋を渡っていました。', getScriptLanguage('japanese'))).toBe(18);
    expect(measureSpokenUnits('안녕하세요, 반갑습니다.', getScriptLanguage('korean'))).toBe(10);
  });

  it('gives the same count for a long text as for its parts (the segmenter is fed short pieces)', () => {
    const english = getScriptLanguage('english');
    const sentence = 'The hosts read every word of this sentence aloud, one after another. ';
    expect(measureSpokenUnits(sentence.repeat(400), english)).toBe(measureSpokenUnits(sentence, english) * 400);
  });
});

describe('speaking time', () => {
  it('is 150 words a minute in English and 250 characters a minute in Chinese', () => {
    expect(measureSpokenSeconds('word '.repeat(150), getScriptLanguage('english'))).toBe(60);
    expect(measureSpokenSeconds('字'.repeat(125), getScriptLanguage('chinese'))).toBe(30);
    expect(unitsForSeconds(120, getScriptLanguage('english'))).toBe(300);
    expect(unitsForSeconds(450, getScriptLanguage('chinese'))).toBe(1875);
    expect(unitsForSeconds(60, getScriptLanguage('japanese'))).toBe(300);
  });
});
