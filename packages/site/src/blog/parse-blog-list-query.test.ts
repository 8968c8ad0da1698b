import { describe, expect, it } from 'vitest';
import { blogListFields, parseBlogListQuery } from './parse-blog-list-query.ts';

describe('parseBlogListQuery', () => {
  it("reads the web app's Strapi query", () => {
    expect(
      parseBlogListQuery({
        'populate[0]': 'cover',
        'populate[1]': 'categories',
        'populate[2]': 'author',
        publicationState: 'live',
        'fields[0]': 'title',
        'fields[1]': 'url',
        'fields[2]': 'updatedAt',
        'fields[3]': 'source',
        'sort[0]': 'sort:asc',
        'sort[1]': 'createdAt:desc',
        'filters[isShow][$eq]': 'true',
        'pagination[page]': '2',
        'pagination[pageSize]': '12',
        'filters[url][$in][0]': 'a',
        'filters[url][$in][1]': 'b',
        locale: 'zh-CN',
      }),
    ).toEqual({
      language: 'zh-cn',
      fields: ['title', 'url', 'updatedAt', 'source'],
      populate: ['cover', 'categories', 'author'],
      sort: [
        { field: 'sort', direction: 'asc' },
        { field: 'createdAt', direction: 'desc' },
      ],
      isShow: true,
      urls: ['a', 'b'],
      page: 2,
      pageSize: 12,
    });
  });

  it('has defaults, the plain comma forms and populate=*', () => {
    expect(parseBlogListQuery({})).toEqual({ language: 'en', fields: blogListFields, populate: [], sort: [], page: 1, pageSize: 12 });
    expect(parseBlogListQuery({ populate: '*', fields: 'title,url', sort: 'createdAt:DESC,url', 'filters[url][$eq]': 'x' })).toMatchObject({
      populate: ['cover', 'categories', 'author'],
      fields: ['title', 'url'],
      sort: [
        { field: 'createdAt', direction: 'desc' },
        { field: 'url', direction: 'asc' },
      ],
      urls: ['x'],
    });
  });

  it('cuts pageSize to 100, as Strapi maxLimit does', () => {
    expect(parseBlogListQuery({ 'pagination[pageSize]': '5000' }).pageSize).toBe(100);
  });

  it.each([
    [{ 'pagination[page]': '0' }, 'pagination[page] is a whole number from 1 to 1000000'],
    [{ 'pagination[page]': '99999999999999999999999' }, 'pagination[page] is a whole number from 1 to 1000000'],
    [{ 'pagination[page]': '-1' }, 'pagination[page] is a whole number from 1 to 1000000'],
    [{ 'pagination[pageSize]': '1.5' }, 'pagination[pageSize] is a whole number from 1 to 1000000000'],
    [{ 'pagination[limit]': '10' }, 'pagination[limit] is not known'],
    [{ 'pagination[page]': ['1', '2'] }, 'pagination[page] is given more than once'],
    [{ 'filters[isShow][$eq]': 'yes' }, "filters[isShow][$eq] 'yes' is not one of true, false"],
    [{ 'filters[title][$contains]': 'x' }, 'filters[title][$contains] is not a filter this call knows'],
    [{ 'filters[url][$in][0][$ne]': 'x' }, 'filters[url][$in][0][$ne] is not a filter this call knows'],
    [{ 'fields[0]': 'password' }, "fields[0] 'password' is not one of title, url"],
    [{ 'populate[0]': 'users' }, "populate[0] 'users' is not one of cover, categories, author"],
    [{ 'sort[0]': 'sort:sideways' }, "sort[0] direction 'sideways' is not one of asc, desc"],
    [{ 'sort[0]': 'secret:asc' }, "sort[0] 'secret' is not one of id, sort"],
    [{ locale: 'fr' }, "locale 'fr' is not one of en, zh-cn"],
    [{ publicationState: 'preview' }, "publicationState 'preview' is not one of live"],
    [{ __proto__x: '1' }, "'__proto__x' is not a query key this call knows"],
    [{ 'constructor[prototype][x]': '1' }, "'constructor[prototype][x]' is not a query key this call knows"],
    [{ utm_source: 'mail' }, "'utm_source' is not a query key this call knows"],
  ])('refuses %j: %s', (query, message) => {
    expect(() => parseBlogListQuery(query)).toThrow(message);
  });

  it('refuses more than 100 urls in one $in', () => {
    const query = Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`filters[url][$in][${index}]`, `url-${index}`]));
    expect(() => parseBlogListQuery(query)).toThrow('filters[url][$in] holds at most 100 urls');
  });
});
