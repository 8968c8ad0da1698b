import { describe, expect, it } from 'vitest';
import { clampTemplatePage, countTemplatePages, TEMPLATES_PAGE_SIZE } from './template-paging.ts';

describe('paging the gallery by 30', () => {
  it('uses the spec’s page size', () => {
    expect(TEMPLATES_PAGE_SIZE).toBe(30);
  });

  it('counts pages from the server’s total', () => {
    expect(countTemplatePages(0)).toBe(1);
    expect(countTemplatePages(1)).toBe(1);
    expect(countTemplatePages(30)).toBe(1);
    expect(countTemplatePages(31)).toBe(2);
    expect(countTemplatePages(61)).toBe(3);
    expect(countTemplatePages(10, 4)).toBe(3);
    expect(countTemplatePages(-5)).toBe(1);
  });

  it('keeps the page inside the pages there are', () => {
    expect(clampTemplatePage(3, 2)).toBe(2);
    expect(clampTemplatePage(0, 2)).toBe(1);
    expect(clampTemplatePage(2, 2)).toBe(2);
    expect(clampTemplatePage(2.7, 4)).toBe(2);
    expect(clampTemplatePage(Number.NaN, 4)).toBe(1);
    expect(clampTemplatePage(5, 0)).toBe(1);
  });
});
