import type { BlogLanguage } from './blog-languages.ts';
import type { BlogAuthor, BlogCategory } from './blog-content-schemas.ts';

/** A cover image: a screenshot served at `/blog/covers/<file>`, with its size so pages reserve the space. */
export interface BlogCover {
  file: string;
  widthPx: number;
  heightPx: number;
}

/** A screenshot shown in an article's body: also served at `/blog/covers/<file>`, sized the same way. */
export type BlogPicture = BlogCover;

/** One article in one language, checked and rendered. */
export interface BlogArticle {
  /** The same in both languages: the position of the url in alphabetical order, from 1. */
  id: number;
  url: string;
  language: BlogLanguage;
  title: string;
  description: string;
  categories: BlogCategory[];
  author: BlogAuthor;
  /** YYYY-MM-DD */
  createdAt: string;
  /** YYYY-MM-DD */
  updatedAt: string;
  sort: number;
  /** False: left out of listings, feeds, the sitemap and previous/next; its own page still answers. */
  isShow: boolean;
  source: string;
  cover: BlogCover;
  relatedUrls: string[];
  /** The body as HTML (raw HTML in the Markdown is escaped). */
  html: string;
  readingTimeMinutes: number;
}

/** All of the blog: articles of each language in listing order (sort ascending, then newest createdAt first). */
export interface BlogContent {
  authors: BlogAuthor[];
  categories: BlogCategory[];
  articles: Record<BlogLanguage, BlogArticle[]>;
  /** Cover or in-body picture file name → where it lies on disk; only files some article uses. */
  coverPaths: Map<string, string>;
}

/** The order every listing uses: `sort` ascending, then the newest `createdAt` first, then url for a stable tie-break. */
export function compareArticles(first: BlogArticle, second: BlogArticle): number {
  return first.sort - second.sort || second.createdAt.localeCompare(first.createdAt) || first.url.localeCompare(second.url);
}
