import { describe, expect, it } from 'vitest';
import { listDemoFilters } from './list-demo-filters.ts';

describe('listDemoFilters', () => {
  it('lists each distinct extraInfo once, in order of first use', () => {
    expect(listDemoFilters([{ extraInfo: 'English' }, { extraInfo: '中文' }, { extraInfo: 'English' }, { extraInfo: 'Español' }])).toEqual([
      'English',
      '中文',
      'Español',
    ]);
  });
});
