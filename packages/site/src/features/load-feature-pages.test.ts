import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureSlugs } from './built-in-features.ts';
import { defaultFeaturePageSource } from './feature-page-source.ts';
import { FeaturePageContentError, readFeaturePages } from './load-feature-pages.ts';

function copyPages(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'feature-pages-'));
  cpSync(defaultFeaturePageSource.pagesDirectory, directory, { recursive: true });
  return directory;
}

/** The few fields the tests break, typed loosely on purpose: the point is to write invalid content. */
interface EditablePage {
  hero: { media: { image: { file: string } } };
  blocks: { kind: string; title?: string; btnLink?: string; numList?: { title: string }[]; steps?: { title: string }[]; templateNames?: string[] }[];
}

const editJson = (file: string, edit: (page: EditablePage) => void) => {
  const page = JSON.parse(readFileSync(file, 'utf8')) as EditablePage;
  edit(page);
  writeFileSync(file, JSON.stringify(page));
};

describe('the feature page content', () => {
  it('validates every file in content/site/pages: the ten pages, both languages, the same block kinds in the same order', async () => {
    const { pages, facts, media } = await readFeaturePages(defaultFeaturePageSource);
    expect([...pages.keys()].sort()).toEqual([...featureSlugs].sort());
    for (const [slug, languages] of pages) {
      expect(
        languages.en.blocks.map((block) => block.kind),
        slug,
      ).toEqual(languages['zh-cn'].blocks.map((block) => block.kind));
      expect(
        languages.en.blocks.some((block) => block.kind === 'faq-list'),
        slug,
      ).toBe(true);
    }
    // The repository's own libraries (README: 187 voices in 63 languages, 42 avatars).
    expect(facts).toEqual({ voices: 187, languages: 63, avatars: 42 });
    expect(media.get('talking-photo-page.png')).toMatchObject({ widthPx: expect.any(Number), heightPx: expect.any(Number) });
  });

  it('reports every problem, naming the file and field', async () => {
    const directory = copyPages();
    try {
      editJson(path.join(directory, 'talking-photo.en.json'), (page) => {
        page.blocks[0]!.numList![0]!.title = '{{customers}}';
        page.hero.media.image.file = 'stock-photo.png';
      });
      editJson(path.join(directory, 'talking-avatar.en.json'), (page) => {
        page.blocks.push({ kind: 'testimonial', title: 'Reviews' });
      });
      editJson(path.join(directory, 'text-to-video.zh-cn.json'), (page) => {
        page.blocks.reverse();
      });
      let howToIndex = -1;
      let finalIndex = -1;
      editJson(path.join(directory, 'ai-podcast-generator.en.json'), (page) => {
        howToIndex = page.blocks.findIndex((block) => block.kind === 'how-to');
        finalIndex = page.blocks.findIndex((block) => block.kind === 'final-cta');
        page.blocks[howToIndex]!.steps![0]!.title = '';
        page.blocks[finalIndex]!.btnLink = 'javascript:alert(1)';
      });
      rmSync(path.join(directory, 'text-to-video.en.json'));
      writeFileSync(path.join(directory, 'cooking.en.json'), '{}');
      const error = await readFeaturePages({ ...defaultFeaturePageSource, pagesDirectory: directory }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(FeaturePageContentError);
      const problems = (error as FeaturePageContentError).problems;
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^talking-avatar\.en\.json: blocks\.\d+\.list Invalid input: expected array, received undefined$/u),
          "talking-photo.en.json: blocks.0.numList.0.title uses '{{customers}}', which is not a site fact",
          "talking-photo.en.json: hero.media.image: 'stock-photo.png' is not a PNG in docs/screenshots",
          'text-to-video: has no text-to-video.en.json',
          'cooking.en.json: is not named <slug>.en.json or <slug>.zh-cn.json with one of the ten feature slugs',
          `ai-podcast-generator.en.json: blocks.${howToIndex}.steps.0.title Too small: expected string to have >=1 characters`,
          `ai-podcast-generator.en.json: blocks.${finalIndex}.btnLink must start with / or http(s)://`,
        ]),
      );
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it("reads the credit of a site video's photograph from its recipe, and refuses a licence that forbids changes", async () => {
    const { videos } = await readFeaturePages(defaultFeaturePageSource);
    expect(videos.get('talking-photo-photograph')).toEqual({
      widthPx: 1280,
      heightPx: 720,
      photoCredit: expect.objectContaining({ author: 'Myleen Hollero / Wikimedia Foundation', licence: 'CC BY-SA 3.0' }),
    });
    expect(videos.get('avatar-clip-1')).toEqual({ widthPx: 720, heightPx: 1280 });
    const videosDirectory = mkdtempSync(path.join(tmpdir(), 'feature-videos-'));
    try {
      cpSync(defaultFeaturePageSource.videosDirectory, videosDirectory, { recursive: true });
      const recipeFile = path.join(videosDirectory, 'talking-photo-photograph.json');
      const recipe = JSON.parse(readFileSync(recipeFile, 'utf8')) as { photo: { credit: { licence: string } } };
      recipe.photo.credit.licence = 'CC BY-ND 3.0';
      writeFileSync(recipeFile, JSON.stringify(recipe));
      const error = (await readFeaturePages({ ...defaultFeaturePageSource, videosDirectory }).catch((caught: unknown) => caught)) as FeaturePageContentError;
      expect(error.problems).toEqual([
        expect.stringMatching(/^content\/site\/videos\/talking-photo-photograph\.json: photo\.credit\.licence must be Public domain/u),
      ]);
    } finally {
      rmSync(videosDirectory, { recursive: true, force: true });
    }
  });

  it("gives a translated site video its source's frame and photo credit, and refuses one whose source is missing", async () => {
    const { videos } = await readFeaturePages(defaultFeaturePageSource);
    expect(videos.get('translator-es')).toEqual({ widthPx: 1280, heightPx: 720 });
    expect(videos.get('translator-fr')).toEqual({ widthPx: 1280, heightPx: 720 });
    const videosDirectory = mkdtempSync(path.join(tmpdir(), 'feature-videos-'));
    try {
      cpSync(defaultFeaturePageSource.videosDirectory, videosDirectory, { recursive: true });
      const translation = (source: string) => JSON.stringify({ kind: 'translation', source, language: 'es' });
      writeFileSync(path.join(videosDirectory, 'translator-es.json'), translation('talking-photo-photograph'));
      const translated = await readFeaturePages({ ...defaultFeaturePageSource, videosDirectory });
      expect(translated.videos.get('translator-es')).toEqual(translated.videos.get('talking-photo-photograph'));
      expect(translated.videos.get('translator-es')?.photoCredit?.licence).toBe('CC BY-SA 3.0');

      writeFileSync(path.join(videosDirectory, 'translator-fr.json'), translation('nowhere'));
      const error = (await readFeaturePages({ ...defaultFeaturePageSource, videosDirectory }).catch((caught: unknown) => caught)) as FeaturePageContentError;
      // Named where a page uses it (the last use read).
      expect(error.problems).toEqual([
        expect.stringMatching(/^[a-z-]+\.(?:en|zh-cn)\.json: [\w.]+: 'translator-fr' translates 'nowhere', which is not a site video$/u),
      ]);
    } finally {
      rmSync(videosDirectory, { recursive: true, force: true });
    }
  });

  it('checks that a template list names site videos that exist, in the frame they have', async () => {
    const directory = copyPages();
    try {
      let blockIndex = -1;
      editJson(path.join(directory, 'talking-photo.zh-cn.json'), (page) => {
        blockIndex = page.blocks.findIndex((block) => block.kind === 'template-list-with-content');
        page.blocks[blockIndex]!.templateNames = ['talking-avatar-presenter$9:16', 'cooking-show$16:9', 'avatar-clip-1$9:16'];
      });
      const error = (await readFeaturePages({ ...defaultFeaturePageSource, pagesDirectory: directory }).catch(
        (caught: unknown) => caught,
      )) as FeaturePageContentError;
      expect([...error.problems].sort()).toEqual([
        `talking-photo.zh-cn.json: blocks.${blockIndex}.templateNames.0: says 9:16, but the site video 'talking-avatar-presenter' is 16:9`,
        `talking-photo.zh-cn.json: blocks.${blockIndex}.templateNames.1: 'cooking-show' is not a site video (no readable content/site/videos/cooking-show.json)`,
      ]);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('refuses languages whose block kinds or order differ', async () => {
    const directory = copyPages();
    try {
      editJson(path.join(directory, 'text-to-video.zh-cn.json'), (page) => {
        page.blocks.reverse();
      });
      const error = (await readFeaturePages({ ...defaultFeaturePageSource, pagesDirectory: directory }).catch(
        (caught: unknown) => caught,
      )) as FeaturePageContentError;
      expect(error.problems).toEqual([expect.stringMatching(/^text-to-video: the languages differ in block kinds or order \(en: data-display, how-to/u)]);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
