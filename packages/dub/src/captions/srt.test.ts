import { describe, expect, it } from 'vitest';
import { parseSrt, toSrt, wrapCaption } from './srt.ts';

describe('toSrt and parseSrt', () => {
  it('writes numbered SubRip cues and reads them back', () => {
    const cues = [
      { startMs: 0, endMs: 1500, text: 'Hola a todos.' },
      { startMs: 3_723_004, endMs: 3_725_000, text: 'Dos\nlíneas' },
    ];
    const srt = toSrt(cues);
    expect(srt).toBe('1\n00:00:00,000 --> 00:00:01,500\nHola a todos.\n\n2\n01:02:03,004 --> 01:02:05,000\nDos\nlíneas\n');
    expect(parseSrt(srt)).toEqual(cues);
  });

  it('reads CRLF, a BOM, missing numbers and dots before milliseconds, and skips blocks without timing', () => {
    expect(parseSrt('\uFEFF00:00:01.000 --> 00:00:02.000\r\nA\r\n\r\nnot a cue\r\n\r\n5\r\n00:00:03,000 --> 00:00:04,000\r\nB\r\n')).toEqual([
      { startMs: 1000, endMs: 2000, text: 'A' },
      { startMs: 3000, endMs: 4000, text: 'B' },
    ]);
  });
});

describe('wrapCaption', () => {
  it('breaks at spaces within the width and keeps its own breaks', () => {
    expect(wrapCaption('el rápido zorro marrón salta sobre el perro', 16)).toBe('el rápido zorro\nmarrón salta\nsobre el perro');
    expect(wrapCaption('uno\ndos tres', 20)).toBe('uno\ndos tres');
  });

  it('breaks text without spaces anywhere', () => {
    expect(wrapCaption('欢迎使用我们的视频制作平台', 5)).toBe('欢迎使用我\n们的视频制\n作平台');
  });
});
