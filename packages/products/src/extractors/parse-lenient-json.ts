/** Escapes JSON allows after a backslash; any other escaped character stands for itself (`\'` → `'`). */
const validEscapes = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't', 'u']);
const controlCharacterEscapes: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * The JSON values in a script's text, read as leniently as search engines
 * read JSON-LD: an HTML comment or CDATA wrapper, `//` and `/* *\/` comments,
 * trailing commas, raw line breaks and control characters inside strings,
 * single-quoted strings, and several values one after another are all
 * accepted. `null` values are left out. What cannot be repaired is skipped.
 */
export function parseLenientJson(text: string): unknown[] {
  const unwrapped = stripScriptWrapper(text);
  if (!unwrapped) return [];
  const strict = tryParse(unwrapped);
  if (strict.ok) return dropNull([strict.value]);
  const repaired = repairJson(unwrapped);
  const whole = tryParse(repaired);
  if (whole.ok) return dropNull([whole.value]);
  return dropNull(
    splitTopLevelValues(repaired).flatMap((part) => {
      const result = tryParse(part);
      return result.ok ? [result.value] : [];
    }),
  );
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function dropNull(values: unknown[]): unknown[] {
  return values.filter((value) => value !== null && value !== undefined);
}

function stripScriptWrapper(text: string): string {
  return text
    .trim()
    .replace(/^(?:\/\/\s*)?<!\[CDATA\[|(?:\/\/\s*)?\]\]>$/gu, '')
    .replace(/^<!--|-->$/gu, '')
    .trim();
}

/** One pass over the text that rewrites what JSON.parse refuses, string-aware. */
function repairJson(text: string): string {
  let output = '';
  let index = 0;
  while (index < text.length) {
    const character = text[index] as string;
    const next = text[index + 1];
    if (character === '"' || character === "'") {
      const { value, end } = readString(text, index);
      output += value;
      index = end;
    } else if (character === '/' && next === '/') {
      const lineEnd = text.indexOf('\n', index);
      index = lineEnd < 0 ? text.length : lineEnd;
    } else if (character === '/' && next === '*') {
      const commentEnd = text.indexOf('*/', index + 2);
      index = commentEnd < 0 ? text.length : commentEnd + 2;
    } else if (character === '}' || character === ']') {
      output = output.replace(/,(\s*)$/u, '$1') + character;
      index++;
    } else {
      output += character;
      index++;
    }
  }
  return output;
}

/** A string starting at `start` (double- or single-quoted) rewritten as a valid JSON string, and where it ends. */
function readString(text: string, start: number): { value: string; end: number } {
  const quote = text[start];
  let value = '"';
  let index = start + 1;
  while (index < text.length) {
    const character = text[index] as string;
    if (character === quote) return { value: `${value}"`, end: index + 1 };
    if (character === '\\') {
      const escaped = text[index + 1] ?? '';
      value += validEscapes.has(escaped) ? `\\${escaped}` : escaped;
      index += 2;
      continue;
    }
    if (character === '"') value += '\\"';
    else if (character < ' ') value += controlCharacterEscapes[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
    else value += character;
    index++;
  }
  return { value: `${value}"`, end: index };
}

/** `{…}{…}`, `{…},{…}` or `{…};[…]`: each top-level object or array on its own. */
function splitTopLevelValues(text: string): string[] {
  const values: string[] = [];
  let depth = 0;
  let valueStart = -1;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (inString) {
      if (character === '\\') index++;
      else if (character === '"') inString = false;
      continue;
    }
    if (character === '"') inString = true;
    else if (character === '{' || character === '[') {
      if (depth === 0) valueStart = index;
      depth++;
    } else if ((character === '}' || character === ']') && depth > 0) {
      depth--;
      if (depth === 0) values.push(text.slice(valueStart, index + 1));
    }
  }
  return values;
}
