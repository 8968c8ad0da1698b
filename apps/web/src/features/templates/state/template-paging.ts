/** Templates per page of the gallery (site §9: template list page size 30). */
export const TEMPLATES_PAGE_SIZE = 30;

/** How many pages `total` templates fill; at least 1, so an empty result is still 'page 1 of 1'. */
export function countTemplatePages(total: number, pageSize: number = TEMPLATES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** `page` kept inside 1..pageCount: a filter that shrinks the list must not leave the gallery on a page past its end. */
export function clampTemplatePage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}
