import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BlogLanguage } from '../blog/blog-languages.ts';

const require = createRequire(import.meta.url);

/** The self-hosted faces (DESIGN.md: Inter for Latin, Noto Sans SC for Chinese; no font service). */
const interPackage = { name: '@fontsource/inter', weights: [400, 600, 700] };
const fontPackages = [interPackage, { name: '@fontsource/noto-sans-sc', weights: [400, 700] }];
const fontFileName = /^(?:inter|noto-sans-sc)-[a-z0-9-]+\.woff2?$/u;

export const blogFontsPath = '/blog/fonts.css';
const fontFilePath = (file: string) => `/blog/fonts/${file}`;
const packageDirectory = (name: string) => path.dirname(require.resolve(`${name}/400.css`));

/**
 * `optional`, not the packages' `swap`: a face that is not there within about
 * 100 ms is skipped for this visit (and cached for the next), so text never
 * reflows when it arrives (Lighthouse measured a 0.17 layout shift with swap).
 */
const pointAtServedFiles = (css: string) =>
  css.replace(/url\(\.\/files\/([^)]+)\)/gu, (_match, file: string) => `url(${fontFilePath(file)})`).replace(/font-display: swap/gu, 'font-display: optional');

let fontsCss: Promise<string> | undefined;

/**
 * The @font-face rules of every face, pointing at `/blog/fonts/<file>`: the
 * Chinese pages' stylesheet, loaded without blocking the first paint. Each
 * Noto Sans SC rule covers one unicode range, so a page loads only the
 * subsets its characters need.
 */
export function readBlogFontsCss(): Promise<string> {
  fontsCss ??= Promise.all(
    fontPackages.flatMap(({ name, weights }) => weights.map((weight) => readFile(path.join(packageDirectory(name), `${weight}.css`), 'utf8'))),
  ).then((sheets) => pointAtServedFiles(sheets.join('\n')));
  return fontsCss;
}

const readFaces = (name: string, weight: number) => readFileSync(path.join(packageDirectory(name), `${weight}.css`), 'utf8');

/** The flag a page sets once Inter's three Latin faces are in the browser's cache. */
const interCachedKey = 'talkreel-inter';

/** Inter's Latin subset: its unicode-range, read from the package's own rule. */
function readInterLatinRange(): string {
  const rule = readFaces(interPackage.name, 400)
    .split(/(?=@font-face)/u)
    .find((candidate) => candidate.includes('inter-latin-400-normal.woff2'));
  const range = rule && /unicode-range:\s*([^;]+);/u.exec(rule)?.[1];
  if (!range) throw new Error('@fontsource/inter has no Latin rule for weight 400');
  return range.trim();
}

let interLoadingScript: string | undefined;

/**
 * Inter from the second page on, as a head script (about 700 bytes). A first
 * visit paints in the system font and, once the page has loaded and the
 * browser is idle, fetches Inter's three Latin faces into the cache and notes
 * it; every later page adds those faces (`font-display: optional`) and sets
 * `html.inter` before its first paint, and finds them cached. So no font
 * competes with the hero image on a slow first visit (where `optional` would
 * have given up on the font anyway), no page swaps fonts under the reader's
 * eyes, and no page carries Inter's 21 @font-face rules. Without JavaScript:
 * the system font.
 */
export function readInterLoadingScript(): string {
  interLoadingScript ??= `(function(d,k){try{if(!d.fonts||!window.FontFace)return;var faces=['400','600','700'].map(function(w){return new FontFace('Inter','url(${fontFilePath('inter-latin-')}'+w+'-normal.woff2) format("woff2")',{weight:w,display:'optional',unicodeRange:'${readInterLatinRange()}'});});if(localStorage.getItem(k)){faces.forEach(function(f){d.fonts.add(f);});d.documentElement.classList.add('inter');return;}addEventListener('load',function(){(window.requestIdleCallback||setTimeout)(function(){Promise.all(faces.map(function(f){return f.load();})).then(function(){localStorage.setItem(k,'1');},function(){});});});}catch(e){}})(document,'${interCachedKey}');`;
  return interLoadingScript;
}

/**
 * The links a page's head needs for its fonts besides the Inter loader: Chinese
 * pages link the full stylesheet for Noto Sans SC, as `media="print"`
 * switched to `all` once loaded so it never delays the first paint (without
 * JavaScript, the `<noscript>` link loads it the ordinary way). English pages
 * load none of it: their one Chinese text, the language switch's 简体中文, is
 * drawn in the device's own Chinese face (`.lang:lang(zh-CN)` in
 * blog-styles.ts), where three Noto subsets cost 92 KB for four characters.
 */
export function renderFontLinks(language: BlogLanguage): string {
  if (language === 'en') return '';
  return `<link rel="stylesheet" href="${blogFontsPath}" media="print" onload="this.media='all'"><noscript><link rel="stylesheet" href="${blogFontsPath}"></noscript>`;
}

/** Where a font file named in readBlogFontsCss lies on disk; undefined for any other name. */
export function findBlogFontFile(file: string): string | undefined {
  if (!fontFileName.test(file)) return undefined;
  const packageName = file.startsWith('inter-') ? '@fontsource/inter' : '@fontsource/noto-sans-sc';
  const fontPath = path.join(packageDirectory(packageName), 'files', file);
  return existsSync(fontPath) ? fontPath : undefined;
}
