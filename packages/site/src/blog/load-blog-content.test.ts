import { cp, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { blogFixtureSource } from '../testing/index.ts';
import { BlogContentError, loadBlogContent, readBlogContent } from './load-blog-content.ts';

const copies: string[] = [];

/** A copy of the fixtures, changed by `change`, read: the problems it reports. */
async function problemsAfter(change: (directory: string) => Promise<void>): Promise<string[]> {
  const directory = await mkdtemp(path.join(tmpdir(), 'talkreel-blog-'));
  copies.push(directory);
  await cp(blogFixtureSource.contentDirectory, directory, { recursive: true });
  await change(directory);
  const error = await readBlogContent({ ...blogFixtureSource, contentDirectory: directory }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(BlogContentError);
  return (error as BlogContentError).problems;
}

async function editArticle(directory: string, file: string, from: string | RegExp, to: string): Promise<void> {
  const articlePath = path.join(directory, 'articles', file);
  const text = await readFile(articlePath, 'utf8');
  const edited = text.replace(from, to);
  expect(edited).not.toBe(text);
  await writeFile(articlePath, edited);
}

afterEach(async () => {
  await Promise.all(copies.splice(0).map((directory) => rm(directory, { recursive: true, force: true })));
});

describe('readBlogContent', () => {
  it('reads the fixtures: both languages, listing order, covers with their sizes, HTML, reading time', async () => {
    const content = await loadBlogContent(blogFixtureSource);
    expect(content.articles.en).toHaveLength(15);
    expect(content.articles['zh-cn'].map((article) => article.url)).toEqual(content.articles.en.map((article) => article.url));
    // sort ascending, then the newest createdAt first.
    expect(content.articles.en.slice(0, 4).map((article) => article.url)).toEqual([
      'pick-a-voice',
      'write-a-podcast-script',
      'make-a-talking-photo',
      'hidden-draft',
    ]);
    const photo = content.articles.en.find((article) => article.url === 'make-a-talking-photo');
    expect(photo).toMatchObject({
      title: 'Make a talking photo',
      author: { url: 'fixture-team', name: 'Fixture Team' },
      categories: [{ url: 'guides' }, { url: 'podcasts' }],
      cover: { file: 'talking-photo-page.png', widthPx: 1440, heightPx: 960 },
      createdAt: '2026-03-01',
      updatedAt: '2026-04-01',
      readingTimeMinutes: 1,
      relatedUrls: ['write-a-podcast-script', 'pick-a-voice'],
    });
    expect(photo?.html).toContain('<h2>The steps</h2>');
    expect(photo?.html).toContain('<a href="/talking-photo">Talkreel app</a>');
    // Raw HTML in the Markdown is shown as text, never run.
    expect(photo?.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(photo?.html).not.toContain('<script');
    expect(content.coverPaths.get('talking-photo-page.png')).toMatch(/docs\/screenshots\/talking-photo-page\.png$/u);
    // The cache answers the same object.
    expect(await loadBlogContent(blogFixtureSource)).toBe(content);
  });

  it('names the missing language', async () => {
    const problems = await problemsAfter((directory) => unlink(path.join(directory, 'articles/pick-a-voice.zh-cn.md')));
    expect(problems).toEqual(['articles/pick-a-voice.zh-cn.md: is missing (every article is written in en and zh-cn)']);
  });

  it('names an unknown category, author, related article and cover', async () => {
    const problems = await problemsAfter(async (directory) => {
      await editArticle(directory, 'pick-a-voice.en.md', 'categories: [guides]', 'categories: [guides, cooking]');
      await editArticle(directory, 'pick-a-voice.en.md', 'author: ada-writer', 'author: nobody');
      await editArticle(directory, 'pick-a-voice.en.md', /related: \[.*\]/u, 'related: [no-such-article]');
      await editArticle(directory, 'render-again.zh-cn.md', 'cover: render-again.png', 'cover: missing-shot.png');
    });
    expect(problems).toEqual([
      "articles/pick-a-voice.en.md: categories.1 'cooking' is not in categories.json",
      "articles/pick-a-voice.en.md: author 'nobody' is not in authors.json",
      "articles/pick-a-voice.en.md: related.0 'no-such-article' is not another article",
      expect.stringMatching(/^articles\/render-again\.zh-cn\.md: cover 'missing-shot\.png' is not a PNG in .*docs\/screenshots$/u),
    ]);
  });

  it('names a url used twice and a url that is not the file name', async () => {
    const problems = await problemsAfter((directory) =>
      cp(path.join(directory, 'articles/pick-a-voice.en.md'), path.join(directory, 'articles/pick-a-voice-copy.en.md')),
    );
    expect(problems).toContain("articles/pick-a-voice-copy.en.md, articles/pick-a-voice.en.md: url 'pick-a-voice' is used by more than one en article");
    expect(problems).toContain("articles/pick-a-voice-copy.en.md: url 'pick-a-voice' is not the file's name (pick-a-voice-copy)");
  });

  it('names bad dates, a long description, a missing field and broken JSON', async () => {
    const problems = await problemsAfter(async (directory) => {
      await editArticle(directory, 'render-again.en.md', 'createdAt: 2026-03-09', 'createdAt: 2026-02-30');
      await editArticle(directory, 'render-again.zh-cn.md', 'updatedAt: 2026-04-09', 'updatedAt: 9 April');
      await editArticle(directory, 'topic-scripts.en.md', /description: .*/u, `description: ${'x'.repeat(201)}`);
      await editArticle(directory, 'topic-scripts.zh-cn.md', /source: .*\n/u, '');
      await writeFile(path.join(directory, 'categories.json'), '[{ "id": 1,');
    });
    expect(problems[0]).toMatch(/^categories\.json: cannot be read as JSON/u);
    expect(problems).toContain('articles/render-again.en.md: createdAt is not a real date');
    expect(problems).toContain('articles/render-again.zh-cn.md: updatedAt is a date written YYYY-MM-DD');
    expect(problems).toContain('articles/topic-scripts.en.md: description is at most 200 characters');
    expect(problems).toContain('articles/topic-scripts.zh-cn.md: source Invalid input: expected string, received undefined');
  });

  it('sizes an in-body picture from docs/screenshots and serves it beside the covers', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'talkreel-blog-'));
    copies.push(directory);
    await cp(blogFixtureSource.contentDirectory, directory, { recursive: true });
    const articlePath = path.join(directory, 'articles/pick-a-voice.en.md');
    await writeFile(articlePath, `${await readFile(articlePath, 'utf8')}\n![The voice library with its filters](voice-dialog.png)\n`);
    const content = await readBlogContent({ ...blogFixtureSource, contentDirectory: directory });
    const article = content.articles.en.find((candidate) => candidate.url === 'pick-a-voice');
    expect(article?.html).toContain(
      '<figure class="picture"><img src="/blog/covers/voice-dialog.png" width="1440" height="960" alt="The voice library with its filters" loading="lazy" decoding="async"></figure>',
    );
    expect(content.coverPaths.get('voice-dialog.png')).toMatch(/docs\/screenshots\/voice-dialog\.png$/u);
  });

  it('names an in-body picture that is missing, has no alt text or is not a screenshot file name', async () => {
    const problems = await problemsAfter(async (directory) => {
      const articlePath = path.join(directory, 'articles/pick-a-voice.zh-cn.md');
      const text = await readFile(articlePath, 'utf8');
      await writeFile(articlePath, `${text}\n![没有这张图](missing-shot.png)\n\n![](podcast-editor.png)\n\n![外部图片](https://example.com/a.png)\n`);
    });
    expect(problems).toEqual([
      expect.stringMatching(/^articles\/pick-a-voice\.zh-cn\.md: picture 1 'missing-shot\.png' is not a PNG in .*docs\/screenshots$/u),
      "articles/pick-a-voice.zh-cn.md: picture 2 'podcast-editor.png' has no alt text (write what the picture shows)",
      "articles/pick-a-voice.zh-cn.md: picture 3 'https://example.com/a.png' is not a PNG file name in docs/screenshots (e.g. podcast-editor.png)",
    ]);
  });

  it('says when the directory is not there', async () => {
    await expect(readBlogContent({ ...blogFixtureSource, contentDirectory: '/nonexistent/blog' })).rejects.toThrow(
      '/nonexistent/blog: the blog content directory does not exist',
    );
  });
});
