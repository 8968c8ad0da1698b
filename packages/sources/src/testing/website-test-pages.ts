import { readdir, readFile } from 'node:fs/promises';
import { DOMParser } from 'linkedom';
import { getFetchCorpusPath } from './fetch-corpora.ts';

export interface ReadabilityTestPage {
  name: string;
  sourceHtml: string;
  /** The article HTML Readability (at the corpus's commit) returns for the page. */
  expectedHtml: string;
  expected: { title: string; byline: string | null; lang: string | null; siteName: string | null; readerable: boolean };
}

/** The address mozilla/readability's own harness parses every test page with. */
export const readabilityTestPageUrl = 'http://fakehost/test/page.html';

/** The 39 pages of mozilla/readability's suite in the shared corpus; throws when the corpus is missing. */
export async function readReadabilityTestPages(): Promise<ReadabilityTestPage[]> {
  const pagesDirectory = getFetchCorpusPath('readability-test-pages', 'pages');
  const names = (await readdir(pagesDirectory)).sort();
  return Promise.all(
    names.map(async (name) => {
      const read = (file: string) => readFile(getFetchCorpusPath('readability-test-pages', 'pages', name, file), 'utf8');
      const [sourceHtml, expectedHtml, metadata] = await Promise.all([read('source.html'), read('expected.html'), read('expected-metadata.json')]);
      return { name, sourceHtml, expectedHtml, expected: JSON.parse(metadata) as ReadabilityTestPage['expected'] };
    }),
  );
}

/** Every text node of an HTML fragment, joined by spaces: the plainest reading, independent of the extractor's own. */
export function readAllTextNodes(html: string): string {
  const document = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  return texts.join(' ');
}

/** Lower-cased words; each Han, kana and Hangul character counts as a word, as those scripts put no spaces between words. */
export function toWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[\p{L}\p{N}\p{M}]+/gu) ?? [];
}

/** F1 of the two texts' word multisets: 1 when they have the same words as often, whatever the order and spacing. */
export function getWordBagF1(actual: string, expected: string): number {
  const actualWords = toWords(actual);
  const expectedWords = toWords(expected);
  if (actualWords.length === 0 && expectedWords.length === 0) return 1;
  const remaining = new Map<string, number>();
  for (const word of expectedWords) remaining.set(word, (remaining.get(word) ?? 0) + 1);
  let shared = 0;
  for (const word of actualWords) {
    const count = remaining.get(word) ?? 0;
    if (count > 0) {
      shared++;
      remaining.set(word, count - 1);
    }
  }
  if (shared === 0) return 0;
  const precision = shared / actualWords.length;
  const recall = shared / expectedWords.length;
  return (2 * precision * recall) / (precision + recall);
}
