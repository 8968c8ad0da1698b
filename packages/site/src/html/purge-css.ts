/**
 * The site's stylesheet trimmed to one page: a rule stays when every class
 * its selector needs is on the page, either in a `class` attribute of its
 * HTML or named in one of its scripts (the classes the scripts add later,
 * such as `in-view`). Classes inside `:not()`, `:is()`, `:where()` and
 * `:has()` do not count (a rule under `:not(.x)` applies when `.x` is
 * absent). At-rules that hold rules (`@media`, `@supports`) are trimmed
 * inside and dropped when empty; the others (`@font-face`, `@keyframes`)
 * stay whole. Every feature page carries the CSS of every block kind
 * otherwise: about 24 KB of 38 KB are a page's own.
 */
export function purgeUnusedCss(css: string, page: { html: string; scripts: readonly string[] }): string {
  const classes = new Set<string>();
  for (const [, names = ''] of page.html.matchAll(/\sclass="([^"]*)"/gu)) for (const name of names.split(/\s+/u)) if (name) classes.add(name);
  const scriptText = page.scripts.join('\n');
  const known = new Map<string, boolean>();
  const isKnown = (name: string) => {
    let value = known.get(name);
    if (value === undefined) {
      // Class names here are [\w-] only, so the name needs no escaping in the pattern.
      value = classes.has(name) || new RegExp(`(?<![\\w-])${name}(?![\\w-])`, 'u').test(scriptText);
      known.set(name, value);
    }
    return value;
  };
  const isSelectorUsed = (selector: string) =>
    [...stripFunctionalPseudoClasses(selector).matchAll(/\.(-?[A-Za-z_][\w-]*)/gu)].every(([, name = '']) => isKnown(name));
  return purgeBlock(css, isSelectorUsed);
}

/** `a:not(.b) .c:is(.d,.e)` → `a:not() .c:is()`: the classes a rule may do without. */
function stripFunctionalPseudoClasses(selector: string): string {
  let result = '';
  let depth = 0;
  for (let index = 0; index < selector.length; index += 1) {
    const character = selector[index]!;
    if (depth === 0 && /^:(?:not|is|where|has)\(/u.test(selector.slice(index, index + 7))) {
      const open = selector.indexOf('(', index);
      result += selector.slice(index, open + 1);
      index = open;
      depth = 1;
    } else if (depth > 0) {
      if (character === '(') depth += 1;
      else if (character === ')') depth -= 1;
      if (depth === 0) result += ')';
    } else result += character;
  }
  return result;
}

/** Index just past the `}` that closes the block opened at `open`. */
function findBlockEnd(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    else if (css[index] === '}') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return css.length;
}

function purgeBlock(css: string, isSelectorUsed: (selector: string) => boolean): string {
  const kept: string[] = [];
  let index = 0;
  while (index < css.length) {
    const open = css.indexOf('{', index);
    if (open < 0) break;
    const prelude = css.slice(index, open).trim();
    const end = findBlockEnd(css, open);
    if (/^@(?:media|supports)\b/u.test(prelude)) {
      const inner = purgeBlock(css.slice(open + 1, end - 1), isSelectorUsed);
      if (inner) kept.push(`${prelude}{${inner}}`);
    } else if (prelude.startsWith('@')) {
      kept.push(`${prelude}${css.slice(open, end)}`);
    } else {
      const selectors = splitSelectors(prelude).filter(isSelectorUsed);
      if (selectors.length > 0) kept.push(`${selectors.join(',')}${css.slice(open, end)}`);
    }
    index = end;
  }
  return kept.join('\n');
}

/** A selector list split on its top-level commas (not those inside `:is(a, b)`). */
function splitSelectors(prelude: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < prelude.length; index += 1) {
    const character = prelude[index];
    if (character === '(' || character === '[') depth += 1;
    else if (character === ')' || character === ']') depth -= 1;
    else if (character === ',' && depth === 0) {
      selectors.push(prelude.slice(start, index).trim());
      start = index + 1;
    }
  }
  selectors.push(prelude.slice(start).trim());
  return selectors.filter(Boolean);
}
