import { describe, expect, it } from 'vitest';
import { formatCueTimestamp, formatSrt, formatWebVtt } from './format-captions.ts';

const cues = [
  { startMs: 0, endMs: 1500.4, text: 'Hello world.' },
  { startMs: 3_723_004, endMs: 3_725_000, text: 'Fish & <chips> --> home' },
];

describe('caption sidecars (SRT and WebVTT)', () => {
  it('formats cue times with the separator of each format, rounding to the millisecond', () => {
    expect(formatCueTimestamp(3_723_004, ',')).toBe('01:02:03,004');
    expect(formatCueTimestamp(59_999.6, '.')).toBe('00:01:00.000');
    expect(formatCueTimestamp(-20, ',')).toBe('00:00:00,000');
    expect(formatCueTimestamp(100 * 3_600_000, '.')).toBe('100:00:00.000');
  });

  it('writes SubRip: numbered cues, raw text, and no arrow a player could read as a timing line', () => {
    expect(formatSrt(cues)).toBe('1\n00:00:00,000 --> 00:00:01,500\nHello world.\n\n2\n01:02:03,004 --> 01:02:05,000\nFish & <chips> -> home\n');
  });

  it('writes WebVTT: the header, dot milliseconds, and &, <, > as entities (so --> cannot appear in text)', () => {
    expect(formatWebVtt(cues)).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.500\nHello world.\n\n01:02:03.004 --> 01:02:05.000\nFish &amp; &lt;chips&gt; --&gt; home\n',
    );
    expect(formatWebVtt([])).toBe('WEBVTT\n');
    expect(formatSrt([])).toBe('');
  });

  it('keeps line breaks inside a cue but never a blank line that would end it early', () => {
    const multiline = [{ startMs: 0, endMs: 1000, text: 'one\r\n\r\n  two \n\n\nthree' }];
    expect(formatSrt(multiline)).toBe('1\n00:00:00,000 --> 00:00:01,000\none\ntwo\nthree\n');
    expect(formatWebVtt(multiline)).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\none\ntwo\nthree\n');
  });

  it('leaves out cues with no text and numbers the rest without gaps', () => {
    const withEmpty = [
      { startMs: 0, endMs: 500, text: 'first' },
      { startMs: 500, endMs: 900, text: ' \n ' },
      { startMs: 900, endMs: 1200, text: 'second' },
    ];
    expect(formatSrt(withEmpty)).toBe('1\n00:00:00,000 --> 00:00:00,500\nfirst\n\n2\n00:00:00,900 --> 00:00:01,200\nsecond\n');
    expect(formatWebVtt(withEmpty).match(/-->/gu)).toHaveLength(2);
  });
});
