import { describe, expect, it } from 'vitest';
import { findAuthor, slugifyAuthorName } from './find-author.ts';

const authors = [
  { url: 'talkreel-team', name: 'Talkreel Team', bio: { en: 'We build it.', 'zh-cn': '我们构建它。' } },
  { url: 'jane', name: 'Jane Ó Doe', bio: { en: 'Writes.', 'zh-cn': '写作。' } },
];

describe('findAuthor', () => {
  it('finds an author by url, or by the slugified name', () => {
    expect(slugifyAuthorName('  Jane Ó Doe! ')).toBe('jane-o-doe');
    expect(findAuthor(authors, 'jane')?.name).toBe('Jane Ó Doe');
    expect(findAuthor(authors, 'jane-o-doe')?.url).toBe('jane');
    expect(findAuthor(authors, 'talkreel-team')?.url).toBe('talkreel-team');
    expect(findAuthor(authors, 'nobody')).toBeUndefined();
  });
});
