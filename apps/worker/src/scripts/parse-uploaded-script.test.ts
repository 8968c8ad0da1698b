import { describe, expect, it } from 'vitest';
import { getScriptLanguage, measureSpokenSeconds } from '@talkreel/writer';
import { parseUploadedScript as parseScript } from './parse-uploaded-script.ts';

const english = getScriptLanguage('english');
const parseUploadedScript = (text: string) => parseScript(text, english);

describe('parseUploadedScript', () => {
  it('maps named speakers to hosts by first appearance and merges consecutive lines', () => {
    const turns = parseUploadedScript('Alex: Welcome back.\nSam: Thanks, Alex!\nSam: Glad to be here.\r\nALEX: Let us start.\nIt is a big topic.');
    expect(turns).toEqual([
      { host: 1, text: 'Welcome back.' },
      { host: 2, text: 'Thanks, Alex! Glad to be here.' },
      { host: 1, text: 'Let us start. It is a big topic.' },
    ]);
  });

  it('reads full-width colons in Chinese scripts', () => {
    expect(parseUploadedScript('主持人甲：大家好。\n主持人乙：你好！')).toEqual([
      { host: 1, text: '大家好。' },
      { host: 2, text: '你好！' },
    ]);
  });

  it('alternates paragraphs when no speaker is named', () => {
    const turns = parseUploadedScript('First paragraph here.\nStill first.\n\nSecond one.\n\n\nThird: with a colon but prose.');
    expect(turns.map((turn) => turn.host)).toEqual([1, 2, 1]);
    expect(turns[0]?.text).toBe('First paragraph here. Still first.');
  });

  it('gives nothing for empty text', () => {
    expect(parseUploadedScript(' \n\n ')).toEqual([]);
  });

  it('cuts a paragraph longer than a minute into turns of the same speaker, after sentences, keeping every word', () => {
    const sentences = Array.from({ length: 60 }, (_, index) => `Sentence number ${index + 1} says a few more words about rivers and their floods.`);
    const turns = parseUploadedScript(`Alex: ${sentences.join(' ')}\nSam: Short answer.`);
    expect(turns.length).toBeGreaterThan(5);
    expect(turns.at(-1)).toEqual({ host: 2, text: 'Short answer.' });
    const alex = turns.slice(0, -1);
    expect(alex.every((turn) => turn.host === 1)).toBe(true);
    for (const turn of alex) {
      expect(measureSpokenSeconds(turn.text, english)).toBeLessThanOrEqual(60);
      expect(turn.text).toMatch(/^Sentence number \d+ .*floods\.$/u);
    }
    expect(alex.map((turn) => turn.text).join(' ')).toBe(sentences.join(' '));
  });

  it('cuts a long paragraph without any sentence end between words, and Chinese without spaces every 200 characters at most', () => {
    const words = Array.from({ length: 1000 }, (_, index) => `word${index}`).join(' ');
    const turns = parseUploadedScript(words);
    expect(turns.length).toBeGreaterThan(5);
    expect(turns.every((turn) => turn.host === 1 && turn.text.length <= 2000)).toBe(true);
    expect(turns.map((turn) => turn.text).join(' ')).toBe(words);
    const chinese = '树木能让街道在夏天更凉快'.repeat(300);
    const chineseTurns = parseScript(chinese, getScriptLanguage('chinese'));
    expect(chineseTurns.length).toBeGreaterThan(5);
    expect(chineseTurns.map((turn) => turn.text).join('')).toBe(chinese);
  });
});
