import { cmsDefaultPageSize, cmsMaxPageSize } from '@talkreel/contract';
import { isBlogLanguage, type BlogLanguage } from './blog-languages.ts';

export const blogListFields = ['title', 'url', 'description', 'createdAt', 'updatedAt', 'sort', 'isShow', 'source', 'config', 'locale'] as const;
export type BlogListField = (typeof blogListFields)[number];
export const blogListRelations = ['cover', 'categories', 'author'] as const;
export type BlogListRelation = (typeof blogListRelations)[number];
const sortableFields = ['id', 'sort', 'createdAt', 'updatedAt', 'title', 'url'] as const;
type SortableField = (typeof sortableFields)[number];

/** What `GET /cms/blogs` was asked, read from Strapi's bracket keys. */
export interface BlogListQuery {
  language: BlogLanguage;
  /** Scalar fields to answer (`id` always comes); all of them when the query names none. */
  fields: readonly BlogListField[];
  populate: readonly BlogListRelation[];
  /** Applied in order; none keeps the listing order (sort ascending, newest createdAt first). */
  sort: { field: SortableField; direction: 'asc' | 'desc' }[];
  isShow?: boolean;
  urls?: string[];
  page: number;
  /** Already cut to cmsMaxPageSize. */
  pageSize: number;
}

/** A query this API cannot answer; the message names the key and says what it takes. */
export class BlogQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlogQueryError';
  }
}

const maxPage = 1_000_000;
const maxUrlsInFilter = 100;
const keyPattern = /^([A-Za-z]+)((?:\[[^[\]]*\])*)$/u;

function oneOf<Value extends string>(key: string, value: string, allowed: readonly Value[]): Value {
  if ((allowed as readonly string[]).includes(value)) return value as Value;
  throw new BlogQueryError(`${key} '${value.slice(0, 60)}' is not one of ${allowed.join(', ')}`);
}

/** Plain `key=a,b` or indexed `key[0]=a`: a list either way. */
function listValues(key: string, segments: string[], value: string): string[] {
  if (segments.length === 0) return value.split(',').map((part) => part.trim());
  if (segments.length === 1 && /^\d{1,3}$/u.test(segments[0] ?? '')) return [value];
  throw new BlogQueryError(`${key} is written ${key.split('[')[0]}[0]=… or ${key.split('[')[0]}=a,b`);
}

function parseWholeNumber(key: string, value: string, max: number): number {
  const number = /^\d{1,12}$/u.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(number) || number < 1 || number > max) throw new BlogQueryError(`${key} is a whole number from 1 to ${max}`);
  return number;
}

/**
 * Reads Strapi's query keys as Fastify hands them over (`'filters[url][$in][0]': 'a'`).
 * Strict where Strapi would be: an unknown key, field, relation, operator or
 * locale, a key given twice, or a number that is not a whole number in range is
 * a BlogQueryError. A pageSize above 100 is cut to 100, as Strapi's maxLimit does.
 */
export function parseBlogListQuery(query: Record<string, string | string[] | undefined>): BlogListQuery {
  const parsed: BlogListQuery = { language: 'en', fields: blogListFields, populate: [], sort: [], page: 1, pageSize: cmsDefaultPageSize };
  const fields: BlogListField[] = [];
  const populate = new Set<BlogListRelation>();
  for (const [key, rawValue] of Object.entries(query)) {
    if (rawValue === undefined) continue;
    if (Array.isArray(rawValue))
      throw new BlogQueryError(`${key.slice(0, 80)} is given more than once: give it once, or index it (${key.slice(0, 40)}[0], [1], …)`);
    const value = rawValue;
    const match = keyPattern.exec(key);
    if (!match) throw new BlogQueryError(`'${key.slice(0, 80)}' is not a query key this call knows`);
    const name = match[1] ?? '';
    const segments = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/gu)].map((segment) => segment[1] ?? '');
    switch (name) {
      case 'populate':
        if (segments.length === 0 && value === '*') blogListRelations.forEach((relation) => populate.add(relation));
        else if (segments.length === 1 && blogListRelations.includes(segments[0] as BlogListRelation)) populate.add(segments[0] as BlogListRelation);
        else listValues(key, segments, value).forEach((relation) => populate.add(oneOf(key, relation, blogListRelations)));
        break;
      case 'fields':
        listValues(key, segments, value).forEach((field) => fields.push(oneOf(key, field, blogListFields)));
        break;
      case 'sort':
        for (const item of listValues(key, segments, value)) {
          const [field = '', direction = 'asc', ...rest] = item.split(':');
          if (rest.length > 0) throw new BlogQueryError(`${key} is written field:asc or field:desc`);
          parsed.sort.push({
            field: oneOf(key, field, sortableFields),
            direction: oneOf(`${key} direction`, direction.toLowerCase(), ['asc', 'desc'] as const),
          });
        }
        break;
      case 'filters':
        parseFilter(key, segments, value, parsed);
        break;
      case 'pagination':
        if (segments.length === 1 && segments[0] === 'page') parsed.page = parseWholeNumber(key, value, maxPage);
        else if (segments.length === 1 && segments[0] === 'pageSize') parsed.pageSize = Math.min(parseWholeNumber(key, value, 1_000_000_000), cmsMaxPageSize);
        else if (!(segments.length === 1 && segments[0] === 'withCount'))
          throw new BlogQueryError(`${key} is not known: use pagination[page] and pagination[pageSize]`);
        break;
      case 'publicationState':
        oneOf(key, value, ['live'] as const);
        break;
      case 'status':
        oneOf(key, value, ['published'] as const);
        break;
      case 'locale': {
        const language = value.toLowerCase();
        if (!isBlogLanguage(language)) throw new BlogQueryError(`locale '${value.slice(0, 40)}' is not one of en, zh-cn`);
        parsed.language = language;
        break;
      }
      default:
        throw new BlogQueryError(
          `'${key.slice(0, 80)}' is not a query key this call knows (populate, fields, sort, filters, pagination, publicationState, locale)`,
        );
    }
  }
  if (fields.length > 0) parsed.fields = [...new Set(fields)];
  parsed.populate = blogListRelations.filter((relation) => populate.has(relation));
  return parsed;
}

function parseFilter(key: string, segments: string[], value: string, parsed: BlogListQuery): void {
  const [field, operator, index, ...rest] = segments;
  if (field === 'isShow' && operator === '$eq' && index === undefined) {
    parsed.isShow = oneOf(key, value, ['true', 'false'] as const) === 'true';
  } else if (field === 'url' && operator === '$eq' && index === undefined) {
    parsed.urls = [...(parsed.urls ?? []), value];
  } else if (field === 'url' && operator === '$in' && index !== undefined && /^\d{1,3}$/u.test(index) && rest.length === 0) {
    parsed.urls = [...(parsed.urls ?? []), value];
    if (parsed.urls.length > maxUrlsInFilter) throw new BlogQueryError(`filters[url][$in] holds at most ${maxUrlsInFilter} urls`);
  } else {
    throw new BlogQueryError(`${key.slice(0, 80)} is not a filter this call knows: filters[isShow][$eq], filters[url][$eq] or filters[url][$in][0]`);
  }
}
