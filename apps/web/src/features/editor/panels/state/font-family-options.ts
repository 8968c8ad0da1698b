import { builtInFontFamilies, type FontFamily } from '@talkreel/timeline';

export interface FontFamilyOption {
  /** The family name; '' = the design default (Inter, with Noto Sans SC for Chinese). */
  value: string;
  label: string;
}

/**
 * The fonts the app and the renderer both bundle (Inter, Noto Sans SC), and
 * the element's own font when it brings one from a URL, so it stays
 * selectable.
 */
export function listFontFamilyOptions(current: FontFamily | undefined, defaultLabel: string): FontFamilyOption[] {
  const options: FontFamilyOption[] = [{ value: '', label: defaultLabel }, ...builtInFontFamilies.map((family) => ({ value: family, label: family }))];
  if (current && !options.some((option) => option.value === current.name)) options.push({ value: current.name, label: current.name });
  return options;
}

/** What picking a family writes to `font_family`: nothing for the default, the element's own {name, url} when it is picked again. */
export function toFontFamily(value: string, current: FontFamily | undefined): FontFamily | undefined {
  if (value === '') return undefined;
  if (current?.name === value) return current;
  return { name: value };
}
