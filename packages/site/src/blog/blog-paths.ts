import type { BlogLanguage } from './blog-languages.ts';

/** Where the blog's pages live: English at `/blog/...`, Simplified Chinese at `/zh-cn/blog/...`. All end with '/'. */
export const blogPaths = {
  home: (language: BlogLanguage) => `${language === 'en' ? '' : `/${language}`}/blog/`,
  listingPage: (language: BlogLanguage, page: number) => `${blogPaths.home(language)}${page > 1 ? `?page=${page}` : ''}`,
  article: (language: BlogLanguage, url: string) => `${blogPaths.home(language)}${url}/`,
  category: (language: BlogLanguage, url: string) => `${blogPaths.home(language)}categories/${url}/`,
  author: (language: BlogLanguage, url: string) => `${blogPaths.home(language)}author/${url}/`,
  feed: (language: BlogLanguage) => `${blogPaths.home(language)}feed.xml`,
  /** Covers are the same in both languages. */
  cover: (file: string) => `/blog/covers/${file}`,
};

/** Articles on one listing page (the spec's 12). */
export const articlesPerPage = 12;
