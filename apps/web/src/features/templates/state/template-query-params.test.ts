import { describe, expect, it } from 'vitest';
import { readTemplateId, readUseTemplateId, withoutUseTemplate, withTemplateId } from './template-query-params.ts';

describe('the gallery’s query parameters', () => {
  it('reads templateId, treating a blank one as no dialog', () => {
    expect(readTemplateId(new URLSearchParams('templateId=product-launch'))).toBe('product-launch');
    expect(readTemplateId(new URLSearchParams('templateId=%20'))).toBeNull();
    expect(readTemplateId(new URLSearchParams('templateId='))).toBeNull();
    expect(readTemplateId(new URLSearchParams('category=sale'))).toBeNull();
  });

  it('writes and clears templateId without touching the other parameters', () => {
    const opened = withTemplateId(new URLSearchParams('q=sale&page=2'), 'flash-sale');
    expect(opened.toString()).toBe('q=sale&page=2&templateId=flash-sale');
    const switched = withTemplateId(opened, 'spring-sale');
    expect(switched.getAll('templateId')).toEqual(['spring-sale']);
    expect(withTemplateId(switched, null).toString()).toBe('q=sale&page=2');
  });

  it('leaves the input unchanged (react-router hands in its own copy)', () => {
    const search = new URLSearchParams('templateId=a');
    withTemplateId(search, null);
    expect(search.toString()).toBe('templateId=a');
  });

  it('reads useTemplateId and drops it with its from= once handled', () => {
    const search = new URLSearchParams('useTemplateId=news-brief&from=official&lang=en');
    expect(readUseTemplateId(search)).toBe('news-brief');
    expect(readUseTemplateId(new URLSearchParams('from=official'))).toBeNull();
    expect(withoutUseTemplate(search).toString()).toBe('lang=en');
  });
});
