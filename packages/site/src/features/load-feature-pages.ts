import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { blogLanguages, type BlogLanguage } from '../blog/blog-languages.ts';
import { isFeatureSlug, type FeatureSlug } from './built-in-features.ts';
import { computeSiteFacts, findUnknownPlaceholders, type SiteFacts } from './compute-site-facts.ts';
import { FeaturePageContentSchema, type FeaturePageContent } from './feature-page-schema.ts';
import type { FeaturePageSource } from './feature-page-source.ts';
import { parseTemplateName } from './parse-template-name.ts';
import { PhotoCreditSchema, type PhotoCredit } from './photo-credit.ts';
import { readPngSize } from '../read-png-size.ts';

/** A screenshot a page shows: where it lies and its size (width and height attributes, so nothing shifts). */
export interface SiteMedia {
  filePath: string;
  widthPx: number;
  heightPx: number;
}

/** A site video a page shows: its frame size (width and height attributes on the video and its poster), and the credit of the photograph it animates, if it animates one. */
export interface SiteVideoInfo {
  widthPx: number;
  heightPx: number;
  photoCredit?: PhotoCredit;
}

/** Every feature page in both languages, with placeholders still in (renderers fill them from `facts`). */
export interface FeaturePages {
  pages: Map<FeatureSlug, Record<BlogLanguage, FeaturePageContent>>;
  facts: SiteFacts;
  media: Map<string, SiteMedia>;
  /** By name: the videos pages show, each a workspace in `content/site/videos`. */
  videos: Map<string, SiteVideoInfo>;
}

/** What the pages need to know of a site video's file (its frame, and whom to credit for a photograph it animates); the rest of it belongs to the site video renderer. */
const SiteVideoFrameSchema = z.object({
  aspectRatio: z.enum(['16:9', '9:16', '1:1']),
  photo: z.object({ credit: PhotoCreditSchema }).optional(),
});
/** A translation of another site video (`kind: 'translation'`): it shows its source's frame and photograph. */
const TranslationVideoSchema = z.object({ kind: z.literal('translation'), source: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/u) });
const videoFrameSizes = { '16:9': { widthPx: 1280, heightPx: 720 }, '9:16': { widthPx: 720, heightPx: 1280 }, '1:1': { widthPx: 720, heightPx: 720 } };

/** Content that does not validate; one line per problem, each naming the file and field. */
export class FeaturePageContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The feature page content is not valid:\n${problems.join('\n')}`);
    this.name = 'FeaturePageContentError';
  }
}

const pageFileName = /^([a-z0-9-]+)\.(en|zh-cn)\.json$/u;

const describeIssues = (file: string, error: z.ZodError) =>
  error.issues.map((issue) => `${file}: ${issue.path.length > 0 ? issue.path.join('.') : '(file)'} ${issue.message}`);

/** Every string in a value, with its dotted path. */
function* stringsIn(value: unknown, at: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [at, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* stringsIn(item, `${at}.${index}`);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* stringsIn(item, at ? `${at}.${key}` : key);
}

/** Every `{ name, alt }` site video in a page, with its dotted path. */
function* videosIn(value: unknown, at: string): Generator<[string, string]> {
  if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* videosIn(item, `${at}.${index}`);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.name === 'string' && typeof record.alt === 'string' && Object.keys(record).length === 2) yield [at, record.name];
    else for (const [key, item] of Object.entries(record)) yield* videosIn(item, at ? `${at}.${key}` : key);
  }
}

/** Every `{ file, alt }` image in a page, with its dotted path. */
function* imagesIn(value: unknown, at: string): Generator<[string, string]> {
  if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* imagesIn(item, `${at}.${index}`);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.file === 'string' && typeof record.alt === 'string') yield [at, record.file];
    else for (const [key, item] of Object.entries(record)) yield* imagesIn(item, at ? `${at}.${key}` : key);
  }
}

/**
 * Reads `<slug>.en.json` and `<slug>.zh-cn.json` for every page and checks:
 * the schema, a slug of the ten, both languages present with the same block
 * kinds in the same order, only block kinds that have a renderer, only known
 * `{{fact}}` placeholders, images that exist as PNGs in the screenshots, and
 * videos that are site video workspaces (a translation's frame is its
 * source's).
 * Throws one FeaturePageContentError listing every problem.
 */
export async function readFeaturePages(source: FeaturePageSource): Promise<FeaturePages> {
  const problems: string[] = [];
  const names = existsSync(source.pagesDirectory) ? (await readdir(source.pagesDirectory)).sort() : [];
  if (names.length === 0) problems.push('pages/: holds no pages');
  const parsed = new Map<FeatureSlug, Partial<Record<BlogLanguage, FeaturePageContent>>>();
  const imageUses = new Map<string, string>();
  const videoUses = new Map<string, string>();
  const templateFrames: { videoName: string; aspectRatio: string; usedAt: string }[] = [];
  for (const name of names) {
    const match = pageFileName.exec(name);
    const slug = match?.[1] ?? '';
    if (!match || !isFeatureSlug(slug)) {
      problems.push(`${name}: is not named <slug>.en.json or <slug>.zh-cn.json with one of the ten feature slugs`);
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(await readFile(path.join(source.pagesDirectory, name), 'utf8'));
    } catch (error) {
      problems.push(`${name}: cannot be read as JSON (${(error as Error).message})`);
      continue;
    }
    const result = FeaturePageContentSchema.safeParse(json);
    if (!result.success) {
      problems.push(...describeIssues(name, result.error));
      continue;
    }
    for (const [at, text] of stringsIn(result.data, '')) {
      for (const unknown of findUnknownPlaceholders(text)) problems.push(`${name}: ${at} uses '{{${unknown}}}', which is not a site fact`);
    }
    for (const [at, file] of imagesIn(result.data, '')) imageUses.set(file, `${name}: ${at}`);
    for (const [at, video] of videosIn(result.data, '')) videoUses.set(video, `${name}: ${at}`);
    // A template list names site videos as 'name$9:16': each must exist, in the frame it claims.
    for (const [blockIndex, block] of result.data.blocks.entries()) {
      if (block.kind !== 'template-list-with-content') continue;
      for (const [index, templateName] of block.templateNames.entries()) {
        const { videoName, aspectRatio } = parseTemplateName(templateName);
        const usedAt = `${name}: blocks.${blockIndex}.templateNames.${index}`;
        videoUses.set(videoName, usedAt);
        templateFrames.push({ videoName, aspectRatio, usedAt });
      }
    }
    parsed.set(slug, { ...parsed.get(slug), [match[2] as BlogLanguage]: result.data });
  }

  const pages: FeaturePages['pages'] = new Map();
  for (const [slug, languages] of parsed) {
    const missing = blogLanguages.filter((language) => !languages[language]);
    if (missing.length > 0) {
      problems.push(`${slug}: has no ${missing.map((language) => `${slug}.${language}.json`).join(' or ')}`);
      continue;
    }
    const [english, chinese] = [languages.en!, languages['zh-cn']!];
    const kinds = (page: FeaturePageContent) => page.blocks.map((block) => block.kind).join(', ');
    if (kinds(english) !== kinds(chinese))
      problems.push(`${slug}: the languages differ in block kinds or order (en: ${kinds(english)}; zh-cn: ${kinds(chinese)})`);
    pages.set(slug, { en: english, 'zh-cn': chinese });
  }

  const media: FeaturePages['media'] = new Map();
  for (const [file, usedAt] of imageUses) {
    const filePath = path.join(source.screenshotsDirectory, file);
    const size = existsSync(filePath) ? await readPngSize(filePath) : undefined;
    if (size) media.set(file, { filePath, ...size });
    else problems.push(`${usedAt}: '${file}' is not a PNG in docs/screenshots`);
  }

  const videos: FeaturePages['videos'] = new Map();
  const readVideoFile = async (name: string): Promise<unknown> => {
    try {
      return JSON.parse(await readFile(path.join(source.videosDirectory, `${name}.json`), 'utf8'));
    } catch {
      return undefined;
    }
  };
  for (const [name, usedAt] of videoUses) {
    let frame = await readVideoFile(name);
    if (frame === undefined) {
      problems.push(`${usedAt}: '${name}' is not a site video (no readable content/site/videos/${name}.json)`);
      continue;
    }
    // The file that says the frame: a translation's source.
    let frameName = name;
    const translation = TranslationVideoSchema.safeParse(frame);
    if (translation.success) {
      frameName = translation.data.source;
      frame = await readVideoFile(translation.data.source);
      if (frame === undefined) {
        problems.push(`${usedAt}: '${name}' translates '${translation.data.source}', which is not a site video`);
        continue;
      }
    }
    const result = SiteVideoFrameSchema.safeParse(frame);
    if (result.success) {
      const { aspectRatio, photo } = result.data;
      videos.set(name, { ...videoFrameSizes[aspectRatio], ...(photo ? { photoCredit: photo.credit } : {}) });
      for (const template of templateFrames) {
        if (template.videoName === name && template.aspectRatio !== result.data.aspectRatio)
          problems.push(`${template.usedAt}: says ${template.aspectRatio}, but the site video '${name}' is ${aspectRatio}`);
      }
    } else if (result.error.issues.some((issue) => issue.path[0] === 'aspectRatio'))
      problems.push(`${usedAt}: content/site/videos/${frameName}.json has no aspectRatio of 16:9, 9:16 or 1:1`);
    else problems.push(...describeIssues(`content/site/videos/${frameName}.json`, result.error));
  }

  if (problems.length > 0) throw new FeaturePageContentError(problems);
  return { pages, facts: computeSiteFacts(source.contentRoot), media, videos };
}

const cache = new Map<string, Promise<FeaturePages>>();

/** readFeaturePages once per source per process (content changes with a release). */
export function loadFeaturePages(source: FeaturePageSource): Promise<FeaturePages> {
  const key = `${source.pagesDirectory}\n${source.screenshotsDirectory}\n${source.videosDirectory}\n${source.contentRoot}`;
  let pages = cache.get(key);
  if (!pages) {
    pages = readFeaturePages(source);
    pages.catch(() => cache.delete(key));
    cache.set(key, pages);
  }
  return pages;
}
