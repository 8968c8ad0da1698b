/**
 * The gallery's own query parameters (site §2): `templateId` is the template
 * the preview dialog shows; `useTemplateId` (with `from=official`, the Use
 * button of the public site) opens a template straight in the Editor.
 */
export const TEMPLATE_ID_PARAM = 'templateId';
export const USE_TEMPLATE_ID_PARAM = 'useTemplateId';
const FROM_PARAM = 'from';

/** The template the dialog shows, or null: a missing or blank `templateId` opens nothing. */
export function readTemplateId(search: URLSearchParams): string | null {
  return search.get(TEMPLATE_ID_PARAM)?.trim() || null;
}

/** The template to use at once, or null. */
export function readUseTemplateId(search: URLSearchParams): string | null {
  return search.get(USE_TEMPLATE_ID_PARAM)?.trim() || null;
}

/** The same query with the dialog showing `templateId`, or without it when null; every other parameter kept in place. */
export function withTemplateId(search: URLSearchParams, templateId: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (templateId) next.set(TEMPLATE_ID_PARAM, templateId);
  else next.delete(TEMPLATE_ID_PARAM);
  return next;
}

/** The query once the `useTemplateId` hand-over has been handled (or given up): `useTemplateId` and its `from` go. */
export function withoutUseTemplate(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(USE_TEMPLATE_ID_PARAM);
  next.delete(FROM_PARAM);
  return next;
}
