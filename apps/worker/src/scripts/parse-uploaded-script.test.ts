import { describe, expect, it } from 'vitest';
import { parseUploadedScript } from './parse-uploaded-script.ts';

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
});
