import type { BlogAuthor } from './blog-content-schemas.ts';

/** 'Talkreel Team' → 'talkreel-team'. */
export function slugifyAuthorName(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '');
}

/** The author whose url, or whose slugified name, is `slug`. */
export function findAuthor(authors: readonly BlogAuthor[], slug: string): BlogAuthor | undefined {
  return authors.find((author) => author.url === slug) ?? authors.find((author) => slugifyAuthorName(author.name) === slug);
}
