import { describe, expect, it } from 'vitest';
import { changeMapping, columnLabel, columnLetter, DEFAULT_MAPPING_VALUE, isSameMapping, mappingSelectValue } from './sheet-mapping.ts';

describe('sheet mapping', () => {
  it('names columns by letter as a spreadsheet does', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(columnLabel(['title', '  ', 'photo'], 1, (letter) => `Column ${letter}`)).toBe('Column B');
    expect(columnLabel(['title', '  ', 'photo'], 2, (letter) => `Column ${letter}`)).toBe('photo');
  });

  it('reads a mapping as Select values', () => {
    const mapping = { title: 0, photo: null };
    expect(mappingSelectValue(mapping, 'title')).toBe('0');
    expect(mappingSelectValue(mapping, 'photo')).toBe(DEFAULT_MAPPING_VALUE);
    expect(mappingSelectValue(mapping, 'unknown')).toBe(DEFAULT_MAPPING_VALUE);
  });

  it('moves a column to the variable chosen, the variable that read it falling back to its default', () => {
    const mapping = { title: 0, photo: 1, brand: null };
    expect(changeMapping(mapping, 'brand', '1')).toEqual({ title: 0, photo: null, brand: 1 });
    expect(changeMapping(mapping, 'title', DEFAULT_MAPPING_VALUE)).toEqual({ title: null, photo: 1, brand: null });
    expect(changeMapping(mapping, 'title', null)).toEqual({ title: null, photo: 1, brand: null });
    expect(mapping).toEqual({ title: 0, photo: 1, brand: null });
  });

  it('compares mappings variable by variable, a missing key reading as the default', () => {
    expect(isSameMapping({ title: 0, photo: null }, { photo: null, title: 0 })).toBe(true);
    expect(isSameMapping({ title: 0, photo: null }, { title: 0 })).toBe(true);
    expect(isSameMapping({ title: 0 }, { title: 1 })).toBe(false);
  });
});
