import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { compareArticles, type BlogArticle, type BlogContent, type BlogCover, type BlogPicture } from './blog-article.ts';
import { BlogAuthorSchema, BlogCategorySchema, BlogFrontMatterSchema, type BlogFrontMatter } from './blog-content-schemas.ts';
import { blogLanguages, type BlogLanguage } from './blog-languages.ts';
import { readingTimeMinutes } from './reading-time.ts';
import { findMarkdownImages, pictureFileName, renderMarkdown } from './render-markdown.ts';
import { readPngSize } from '../read-png-size.ts';

/** Where the content is read from: `content/blog` and `docs/screenshots` unless a test says otherwise. */
export interface BlogContentSource {
  contentDirectory: string;
  screenshotsDirectory: string;
}

/** Content that does not validate; the message has one line per problem, each naming the file and field. */
export class BlogContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The blog content is not valid:\n${problems.join('\n')}`);
    this.name = 'BlogContentError';
  }
}

const articleFileName = /^([a-z0-9-]+)\.(en|zh-cn)\.md$/u;

function describeIssues(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => `${file}: ${issue.path.length > 0 ? issue.path.join('.') : '(file)'} ${issue.message}`);
}

async function readJsonList<Schema extends z.ZodType>(directory: string, file: string, schema: Schema, problems: string[]): Promise<z.infer<Schema>[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path.join(directory, file), 'utf8'));
  } catch (error) {
    problems.push(`${file}: cannot be read as JSON (${(error as Error).message})`);
    return [];
  }
  const result = z.array(schema).safeParse(parsed);
  if (!result.success) problems.push(...describeIssues(file, result.error));
  return result.success ? result.data : [];
}

function splitFrontMatter(text: string): { frontMatter: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/u.exec(text);
  return match ? { frontMatter: match[1] ?? '', body: match[2] ?? '' } : undefined;
}

interface ParsedArticle {
  file: string;
  language: BlogLanguage;
  frontMatter: BlogFrontMatter;
  body: string;
}

async function readArticleFiles(directory: string, problems: string[]): Promise<ParsedArticle[]> {
  const articlesDirectory = path.join(directory, 'articles');
  const names = existsSync(articlesDirectory) ? (await readdir(articlesDirectory)).sort() : [];
  if (names.length === 0) problems.push('articles/: holds no articles');
  const parsed: ParsedArticle[] = [];
  for (const name of names) {
    const file = `articles/${name}`;
    const nameMatch = articleFileName.exec(name);
    if (!nameMatch) {
      problems.push(`${file}: is not named <url>.en.md or <url>.zh-cn.md`);
      continue;
    }
    const parts = splitFrontMatter(await readFile(path.join(articlesDirectory, name), 'utf8'));
    if (!parts) {
      problems.push(`${file}: does not start with front matter between '---' lines`);
      continue;
    }
    let yaml: unknown;
    try {
      yaml = parseYaml(parts.frontMatter);
    } catch (error) {
      problems.push(`${file}: front matter is not valid YAML (${(error as Error).message.split('\n')[0]})`);
      continue;
    }
    const result = BlogFrontMatterSchema.safeParse(yaml);
    if (!result.success) {
      problems.push(...describeIssues(file, result.error));
      continue;
    }
    if (result.data.url !== nameMatch[1]) problems.push(`${file}: url '${result.data.url}' is not the file's name (${nameMatch[1]})`);
    if (parts.body.trim() === '') problems.push(`${file}: has no text after the front matter`);
    parsed.push({ file, language: nameMatch[2] as BlogLanguage, frontMatter: result.data, body: parts.body });
  }
  return parsed;
}

function findDuplicates(values: string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

/** Reads and checks the whole blog; throws one BlogContentError listing every problem. */
export async function readBlogContent(source: BlogContentSource): Promise<BlogContent> {
  const problems: string[] = [];
  if (!existsSync(source.contentDirectory)) throw new BlogContentError([`${source.contentDirectory}: the blog content directory does not exist`]);
  const authors = await readJsonList(source.contentDirectory, 'authors.json', BlogAuthorSchema, problems);
  const categories = await readJsonList(source.contentDirectory, 'categories.json', BlogCategorySchema, problems);
  for (const url of findDuplicates(authors.map((author) => author.url))) problems.push(`authors.json: url '${url}' is used twice`);
  for (const url of findDuplicates(categories.map((category) => category.url))) problems.push(`categories.json: url '${url}' is used twice`);
  for (const id of findDuplicates(categories.map((category) => String(category.id)))) problems.push(`categories.json: id ${id} is used twice`);

  const parsed = await readArticleFiles(source.contentDirectory, problems);
  const urls = [...new Set(parsed.map((article) => article.frontMatter.url))].sort();
  for (const language of blogLanguages) {
    const inLanguage = parsed.filter((article) => article.language === language);
    for (const url of findDuplicates(inLanguage.map((article) => article.frontMatter.url))) {
      const files = inLanguage.filter((article) => article.frontMatter.url === url).map((article) => article.file);
      problems.push(`${files.join(', ')}: url '${url}' is used by more than one ${language} article`);
    }
  }
  for (const url of urls) {
    for (const language of blogLanguages) {
      if (!parsed.some((article) => article.frontMatter.url === url && article.language === language)) {
        problems.push(`articles/${url}.${language}.md: is missing (every article is written in ${blogLanguages.join(' and ')})`);
      }
    }
  }

  const coverPaths = new Map<string, string>();
  const screenshots = new Map<string, BlogCover | undefined>();
  /** A screenshot's size, read once however many articles show it; undefined when it is not a PNG there. */
  const readScreenshot = async (screenshotFile: string): Promise<BlogCover | undefined> => {
    if (screenshots.has(screenshotFile)) return screenshots.get(screenshotFile);
    const screenshotPath = path.join(source.screenshotsDirectory, screenshotFile);
    const size = existsSync(screenshotPath) ? await readPngSize(screenshotPath) : undefined;
    const screenshot = size && { file: screenshotFile, ...size };
    screenshots.set(screenshotFile, screenshot);
    if (screenshot) coverPaths.set(screenshotFile, screenshotPath);
    return screenshot;
  };
  const articles: Record<BlogLanguage, BlogArticle[]> = { en: [], 'zh-cn': [] };
  for (const { file, language, frontMatter, body } of parsed) {
    const articleCategories = frontMatter.categories.map((url, index) => {
      const category = categories.find((candidate) => candidate.url === url);
      if (!category) problems.push(`${file}: categories.${index} '${url}' is not in categories.json`);
      return category;
    });
    const author = authors.find((candidate) => candidate.url === frontMatter.author);
    if (!author) problems.push(`${file}: author '${frontMatter.author}' is not in authors.json`);
    frontMatter.related.forEach((url, index) => {
      if (url === frontMatter.url || !urls.includes(url)) problems.push(`${file}: related.${index} '${url}' is not another article`);
    });
    if (frontMatter.updatedAt < frontMatter.createdAt)
      problems.push(`${file}: updatedAt ${frontMatter.updatedAt} is before createdAt ${frontMatter.createdAt}`);
    const cover = await readScreenshot(frontMatter.cover);
    if (!cover) problems.push(`${file}: cover '${frontMatter.cover}' is not a PNG in ${source.screenshotsDirectory}`);
    const pictures = new Map<string, BlogPicture>();
    for (const [index, image] of findMarkdownImages(body).entries()) {
      const where = `${file}: picture ${index + 1} '${image.href}'`;
      if (!pictureFileName.test(image.href)) {
        problems.push(`${where} is not a PNG file name in docs/screenshots (e.g. podcast-editor.png)`);
        continue;
      }
      if (image.alt.trim() === '') problems.push(`${where} has no alt text (write what the picture shows)`);
      const picture = await readScreenshot(image.href);
      if (picture) pictures.set(image.href, picture);
      else problems.push(`${where} is not a PNG in ${source.screenshotsDirectory}`);
    }
    if (!author || !cover || articleCategories.some((category) => !category)) continue;
    const { related, categories: _categoryUrls, author: _authorUrl, cover: _coverFile, ...fields } = frontMatter;
    articles[language].push({
      ...fields,
      id: urls.indexOf(frontMatter.url) + 1,
      language,
      categories: articleCategories.filter((category) => category !== undefined),
      author,
      cover,
      relatedUrls: related,
      html: renderMarkdown(body, pictures),
      readingTimeMinutes: readingTimeMinutes(body, language),
    });
  }
  if (problems.length > 0) throw new BlogContentError(problems);
  for (const language of blogLanguages) articles[language].sort(compareArticles);
  return { authors, categories, articles, coverPaths };
}

const cache = new Map<string, Promise<BlogContent>>();

/** The blog, read once per process and source (the content ships with the code); a failed read is tried again next time. */
export function loadBlogContent(source: BlogContentSource): Promise<BlogContent> {
  const key = `${source.contentDirectory}\n${source.screenshotsDirectory}`;
  let loading = cache.get(key);
  if (!loading) {
    loading = readBlogContent(source);
    cache.set(key, loading);
    loading.catch(() => cache.delete(key));
  }
  return loading;
}
