import { describe, expect, it } from 'vitest';
import { formatCueTimestamp, formatSrt, formatWebVtt } from './format-subtitles.ts';

const cues = [
  { elementKey: 'a', startMs: 0, endMs: 1500.4, text: 'Hello world.' },
  { elementKey: 'a', startMs: 3_723_004, endMs: 3_725_000, text: 'Fish & <chips>' },
];

describe('subtitle sidecars', () => {
  it('formats timestamps for both formats', () => {
    expect(formatCueTimestamp(3_723_004, ',')).toBe('01:02:03,004');
    expect(formatCueTimestamp(59_999.6, '.')).toBe('00:01:00.000');
  });

  it('writes SRT', () => {
    expect(formatSrt(cues)).toBe('1\n00:00:00,000 --> 00:00:01,500\nHello world.\n\n2\n01:02:03,004 --> 01:02:05,000\nFish & <chips>\n');
  });

  it('writes WebVTT with the header and escaped text', () => {
    expect(formatWebVtt(cues)).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:01.500\nHello world.\n\n01:02:03.004 --> 01:02:05.000\nFish &amp; &lt;chips&gt;\n');
    expect(formatWebVtt([])).toBe('WEBVTT\n');
  });

  it('keeps a caption from breaking its cue with blank lines', () => {
    expect(formatSrt([{ elementKey: 'a', startMs: 0, endMs: 1, text: 'one\n\n\ntwo' }])).toContain('one\ntwo\n');
  });
});
