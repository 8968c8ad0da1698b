import { describe, expect, it } from 'vitest';
import type { TemplateAspectRatio, TemplateCategory } from '@talkreel/contract';
import { findTemplates } from './find-templates.ts';

const library = [
  { id: 'a', name: 'Product Launch', category: 'product', aspectRatio: 0 },
  { id: 'b', name: 'Flash Sale', category: 'sale', aspectRatio: 1 },
  { id: 'c', name: 'Launch Party', category: 'event', aspectRatio: 2 },
  { id: 'd', name: 'Summer SALE', category: 'sale', aspectRatio: 0 },
  { id: 'e', name: 'How To Brew', category: 'tutorial', aspectRatio: 1 },
] satisfies { id: string; name: string; category: TemplateCategory; aspectRatio: TemplateAspectRatio }[];

const ids = (request: Parameters<typeof findTemplates>[1]) => findTemplates(library, request).templates.map((template) => template.id);

describe('findTemplates', () => {
  it('lists everything in library order by default, with the total and the page asked for', () => {
    expect(findTemplates(library, {})).toMatchObject({ total: 5, page: 1, pageSize: 30 });
    expect(ids({})).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('pages: every template once across the pages, none past the end', () => {
    for (const pageSize of [1, 2, 3, 5, 7]) {
      const pages = Array.from({ length: 6 }, (_, index) => ids({ page: index + 1, page_size: pageSize }));
      expect(pages.flat()).toEqual(['a', 'b', 'c', 'd', 'e']);
      expect(findTemplates(library, { page: 6, page_size: pageSize }).total).toBe(5);
    }
  });

  it('filters by ratio (−1 = every ratio), category and a case-insensitive search', () => {
    expect(ids({ aspect_ratio: 0 })).toEqual(['a', 'd']);
    expect(ids({ aspect_ratio: -1 })).toHaveLength(5);
    expect(ids({ category: 'sale' })).toEqual(['b', 'd']);
    expect(ids({ search: '  sale ' })).toEqual(['b', 'd']);
    expect(ids({ search: 'LAUNCH', aspect_ratio: 2 })).toEqual(['c']);
    expect(findTemplates(library, { search: 'nothing like it' })).toMatchObject({ templates: [], total: 0 });
  });

  it('with names: exactly those, in that order, once each, still filtered', () => {
    expect(ids({ name: ['How To Brew', 'Product Launch', 'No Such', 'product launch', 'How To Brew'] })).toEqual(['e', 'a']);
    expect(ids({ name: ['How To Brew', 'Flash Sale', 'Summer SALE'], aspect_ratio: 1 })).toEqual(['e', 'b']);
  });
});
