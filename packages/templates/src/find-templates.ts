import { TemplateListRequestSchema, type TemplateListRequest } from '@talkreel/contract';
import type { Template } from './template.ts';

/** A page of templates and how many match in all. */
export interface TemplatePage<T> {
  templates: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The templates a list request asks for, one page of them. With `name[]`,
 * only those templates, by exact name, in that order (a name given twice or
 * matching none is skipped); otherwise every template in library order. Then
 * the ratio (−1 = any), the category, and `search` (a substring of the name,
 * any case) narrow it down.
 */
export function findTemplates<T extends Pick<Template, 'name' | 'category' | 'aspectRatio'>>(all: readonly T[], request: TemplateListRequest): TemplatePage<T> {
  const { page, page_size: pageSize, aspect_ratio: aspectRatio, name: names, search, category } = TemplateListRequestSchema.parse(request);
  let chosen: T[];
  if (names.length > 0) {
    const byName = new Map(all.map((template) => [template.name, template]));
    chosen = [...new Set(names)].flatMap((name) => {
      const template = byName.get(name);
      return template ? [template] : [];
    });
  } else {
    chosen = [...all];
  }
  const needle = search?.toLocaleLowerCase();
  const matching = chosen.filter(
    (template) =>
      (aspectRatio === -1 || template.aspectRatio === aspectRatio) &&
      (category === undefined || template.category === category) &&
      (!needle || template.name.toLocaleLowerCase().includes(needle)),
  );
  const start = (page - 1) * pageSize;
  return { templates: matching.slice(start, start + pageSize), total: matching.length, page, pageSize };
}
