import { describe, expect, it } from 'vitest';
import { ffmpegPath } from '../test-support/dub-media.ts';
import { escapeGraphArguments, escapeOptionValue, buildFilter } from './filter-escape.ts';
import { listFfmpegFilters, parseFilterNames } from './ffmpeg-filters.ts';

describe('parseFilterNames', () => {
  it('reads the names from `ffmpeg -filters`', () => {
    const output = [
      'Filters:',
      '  T.. = Timeline support',
      '  ... = Source or sink filter',
      ' ..C atempo            A->A       Adjust audio tempo.',
      ' ... subtitles         V->V       Render text subtitles onto input video using the libass library.',
      ' ... anullsrc          |->A       Null audio source, return empty audio frames.',
      ' ... amix              N->A       Audio mixing.',
    ].join('\n');
    expect([...parseFilterNames(output)]).toEqual(['atempo', 'subtitles', 'anullsrc', 'amix']);
  });

  it('lists what this ffmpeg build has', async () => {
    const filters = await listFfmpegFilters(ffmpegPath);
    for (const name of ['atempo', 'anequalizer', 'volume', 'amix', 'drawtext']) expect(filters.has(name)).toBe(true);
  });
});

describe('filter escaping', () => {
  it('escapes for the option level, then the graph level', () => {
    expect(escapeOptionValue("/tmp/a:b/it's")).toBe("/tmp/a\\:b/it\\'s");
    expect(escapeGraphArguments('x=a\\:b,c;[d]')).toBe('x=a\\\\:b\\,c\\;\\[d\\]');
    expect(buildFilter('subtitles', [['filename', '/t/a:b,c.srt']])).toBe('subtitles=filename=/t/a\\\\:b\\,c.srt');
  });
});
