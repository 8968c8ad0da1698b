import { describe, expect, it } from 'vitest';
import { listFontFamilyOptions, toFontFamily } from './font-family-options.ts';

describe('listFontFamilyOptions', () => {
  it('lists the default and the bundled fonts', () => {
    expect(listFontFamilyOptions(undefined, 'Default').map((option) => option.value)).toEqual(['', 'Inter', 'Noto Sans SC']);
  });

  it('keeps an element’s own font selectable', () => {
    expect(listFontFamilyOptions({ name: 'Brand', url: 'https://x/brand.woff2' }, 'Default').at(-1)).toEqual({ value: 'Brand', label: 'Brand' });
    expect(listFontFamilyOptions({ name: 'Inter' }, 'Default')).toHaveLength(3);
  });
});

describe('toFontFamily', () => {
  it('removes the field for the default and keeps a URL font whole', () => {
    const brand = { name: 'Brand', url: 'https://x/brand.woff2' };
    expect(toFontFamily('', brand)).toBeUndefined();
    expect(toFontFamily('Brand', brand)).toBe(brand);
    expect(toFontFamily('Noto Sans SC', brand)).toEqual({ name: 'Noto Sans SC' });
  });
});
