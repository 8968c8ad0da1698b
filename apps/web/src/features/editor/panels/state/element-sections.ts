import type { TimelineElement } from '@talkreel/timeline';

/** The properties panel's sections for one element, in the order they are shown. */
export type ElementSection = 'position' | 'timing' | 'text' | 'shape' | 'appearance' | 'media' | 'person';

const sectionsByType: Record<TimelineElement['type'], readonly ElementSection[]> = {
  music: ['timing', 'media'],
  video: ['position', 'timing', 'appearance', 'media'],
  person: ['position', 'timing', 'person', 'appearance', 'media'],
  pic: ['position', 'timing', 'appearance'],
  text: ['position', 'timing', 'text', 'appearance'],
  subtitle: ['position', 'timing', 'text', 'appearance'],
  shape: ['position', 'timing', 'shape', 'appearance'],
};

/** Only the sections whose fields the type has (music draws nothing, so it has no box). */
export function listElementSections(type: TimelineElement['type']): readonly ElementSection[] {
  return sectionsByType[type];
}

/** Media whose file has a play position the element can start at and stop (a speaking person's video follows its speech instead). */
export function hasMediaClip(element: TimelineElement): boolean {
  return element.type === 'video' || element.type === 'music' || (element.type === 'person' && element.prop.speech === undefined);
}

/** Elements with a file whose picture can be masked by a shape and fitted to the box. */
export function hasMediaPicture(element: TimelineElement): element is Extract<TimelineElement, { type: 'pic' | 'video' | 'person' }> {
  return element.type === 'pic' || element.type === 'video' || element.type === 'person';
}

/** The file's name without its folders or query (`uploads/u1/intro.mp4?sig=…` → `intro.mp4`). */
export function getMediaFileName(path: string): string {
  const withoutQuery = path.split(/[?#]/u)[0] ?? path;
  const name = withoutQuery.split('/').filter(Boolean).at(-1) ?? withoutQuery;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** A short name for the header: the file name, the start of the text, or nothing (the type names it). */
export function describeElement(element: TimelineElement, maxCharacters = 32): string {
  let name = '';
  if ('path' in element) name = getMediaFileName(element.path);
  else if (element.type === 'text') name = element.prop.textInfo?.text ?? '';
  else if (element.type === 'subtitle') name = element.subtitle.text;
  const oneLine = name.replace(/\s+/gu, ' ').trim();
  return oneLine.length > maxCharacters ? `${oneLine.slice(0, maxCharacters - 1)}…` : oneLine;
}
