import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** content/samples of this repository: the articles Try Sample links to, served by this server. */
const defaultSamplesDirectory = fileURLToPath(new URL('../../../../content/samples', import.meta.url));

/** Where this server serves a sample article: `${origin}${sampleArticlePathPrefix}${slug}`. */
export const sampleArticlePathPrefix = '/samples/articles/';

const SampleArticleSchema = z.object({
  slug: z.string().regex(/^[a-z0-9][a-z0-9.-]*$/u),
  title: z.string().min(1),
  language: z.string().min(1),
  file: z.string().regex(/^[\w.-]+\.html$/u),
  words: z.number().optional(),
  summary: z.string().optional(),
  /** The long article of the podcast benchmark; Try Sample does not offer it. */
  benchmark: z.boolean().optional(),
});
export type SampleArticle = z.infer<typeof SampleArticleSchema>;

const cache = new Map<string, SampleArticle[]>();

/** The sample articles of content/samples/articles.json, validated; read once per directory. */
export function loadSampleArticles(directory = defaultSamplesDirectory): SampleArticle[] {
  const cached = cache.get(directory);
  if (cached) return cached;
  const articles = z.array(SampleArticleSchema).parse(JSON.parse(readFileSync(path.join(directory, 'articles.json'), 'utf8')));
  cache.set(directory, articles);
  return articles;
}

/** The article's HTML as this server serves it; undefined for an unknown slug. */
export async function readSampleArticleHtml(slug: string, directory = defaultSamplesDirectory): Promise<string | undefined> {
  const article = loadSampleArticles(directory).find((candidate) => candidate.slug === slug);
  if (!article) return undefined;
  return readFile(path.join(directory, 'articles', article.file), 'utf8');
}

/**
 * The sample article a link points to when the link is one of this server's
 * own (`ownOrigins`, e.g. PUBLIC_URL and http://localhost:PORT): read from
 * content, never fetched (the SSRF-safe fetcher refuses loopback addresses).
 */
export function matchSampleArticleUrl(link: string, ownOrigins: readonly string[], directory = defaultSamplesDirectory): SampleArticle | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  const origins = new Set(ownOrigins.map((origin) => new URL(origin).origin));
  if (!origins.has(url.origin) || !url.pathname.startsWith(sampleArticlePathPrefix)) return undefined;
  const slug = url.pathname.slice(sampleArticlePathPrefix.length).replace(/\/$/u, '');
  return loadSampleArticles(directory).find((article) => article.slug === slug);
}
