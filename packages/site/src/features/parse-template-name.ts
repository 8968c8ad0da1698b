/** A template list entry's frame: the spec's 'name$9:16' ratios. */
export type TemplateAspectRatio = '9:16' | '16:9' | '1:1';

/** Splits 'name$9:16' (already checked by the block schema) into the site video's name and its frame. */
export function parseTemplateName(templateName: string): { videoName: string; aspectRatio: TemplateAspectRatio } {
  const separator = templateName.lastIndexOf('$');
  return { videoName: templateName.slice(0, separator), aspectRatio: templateName.slice(separator + 1) as TemplateAspectRatio };
}
