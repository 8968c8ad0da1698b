/** Where a `{{key}}` stands in a template's workspace. */
export interface PlaceholderUse {
  key: string;
  /** The JSON path of the string that holds it (`scenes/0/tracks/1/layers/0/prop/textInfo/text` as segments). */
  path: readonly (string | number)[];
  /** The string is exactly `{{key}}` (what every non-text variable needs). */
  isWhole: boolean;
}

/** `{{key}}` with a key as TemplateVariableSchema allows. */
export const placeholderPattern = /\{\{([a-z][a-z0-9_]{0,39})\}\}/gu;
const wholePlaceholderPattern = /^\{\{([a-z][a-z0-9_]{0,39})\}\}$/u;

/** The key of a string that is exactly one placeholder; undefined otherwise. */
export function wholePlaceholderKeyOf(value: string): string | undefined {
  return wholePlaceholderPattern.exec(value)?.[1];
}

/**
 * Every placeholder in a workspace document, in document order (depth first,
 * keys in their written order). Object keys are never read as placeholders;
 * only string values are.
 */
export function placeholdersOf(document: unknown): PlaceholderUse[] {
  const uses: PlaceholderUse[] = [];
  const visit = (value: unknown, path: (string | number)[]) => {
    if (typeof value === 'string') {
      const isWhole = wholePlaceholderKeyOf(value) !== undefined;
      for (const match of value.matchAll(placeholderPattern)) uses.push({ key: match[1]!, path, isWhole });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...path, index]));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
    }
  };
  visit(document, []);
  return uses;
}

/** Braces left in a string once its placeholders are taken out: a misspelt `{{ Key }}` or a lone `{{`. */
export function hasStrayBraces(value: string): boolean {
  const rest = value.replace(placeholderPattern, '');
  return rest.includes('{{') || rest.includes('}}');
}
