/**
 * ffmpeg reads a filter's arguments twice: the graph parser first (where
 * `[ ] , ;` end things), then the filter's option parser (where `:` does).
 * Each level strips one layer of backslashes, so a value is escaped for the
 * option level, then the whole argument string for the graph level.
 */
export function escapeOptionValue(value: string): string {
  return value.replace(/[\\':]/gu, (char) => `\\${char}`);
}

export function escapeGraphArguments(argumentsText: string): string {
  return argumentsText.replace(/[\\'[\],;]/gu, (char) => `\\${char}`);
}

/** `name=key1=value1:key2=value2`, each value escaped for both levels. */
export function buildFilter(name: string, options: ReadonlyArray<readonly [string, string | number]>): string {
  const argumentsText = options.map(([key, value]) => `${key}=${escapeOptionValue(String(value))}`).join(':');
  return `${name}=${escapeGraphArguments(argumentsText)}`;
}
