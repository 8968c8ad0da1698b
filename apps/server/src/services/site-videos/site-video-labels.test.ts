import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAvatarLibrary } from '@talkreel/looks';
import { defaultFeaturePageSource } from '@talkreel/site';
import { readSiteVideoRecipes } from './read-site-video-recipes.ts';
import { avatarsOf, type SiteVideoRecipe } from './site-video-recipe.ts';

/** A text that speaks of one site video: where it is, and the words. */
interface VideoLabel {
  videoName: string;
  at: string;
  text: string;
}

/**
 * Every text that labels a site video in a page: the video's alt, and the
 * plain texts of the item that holds it (a use case's title and description,
 * a list video's captions, a language's name); a template card's caption.
 */
function findVideoLabels(page: unknown, file: string): VideoLabel[] {
  const labels: VideoLabel[] = [];
  const visit = (value: unknown, at: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${at}.${index}`));
      return;
    }
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const video = record.video as { name?: unknown; alt?: unknown } | undefined;
    if (video && typeof video.name === 'string' && typeof video.alt === 'string') {
      labels.push({ videoName: video.name, at: `${file}: ${at}.video.alt`, text: video.alt });
      for (const [key, text] of Object.entries(record)) if (typeof text === 'string') labels.push({ videoName: video.name, at: `${file}: ${at}.${key}`, text });
    }
    if (Array.isArray(record.templateNames) && Array.isArray(record.captions)) {
      record.templateNames.forEach((templateName, index) => {
        const caption = (record.captions as unknown[])[index];
        if (typeof templateName === 'string' && typeof caption === 'string')
          labels.push({ videoName: templateName.split('$')[0]!, at: `${file}: ${at}.captions.${index}`, text: caption });
      });
    }
    for (const [key, item] of Object.entries(record)) visit(item, at ? `${at}.${key}` : key);
  };
  visit(page, '');
  return labels;
}

/**
 * Labels and recipe scripts that name a library avatar the video does not
 * show: every library avatar's name (a whole, capitalised word) in a label
 * of a video, or in what the video says, must be the name of an avatar its
 * recipe casts. A video of a photograph casts none, so it may name none.
 */
function findMisnamedVideos(labels: readonly VideoLabel[], recipes: ReadonlyMap<string, SiteVideoRecipe>, namesById: ReadonlyMap<string, string>): string[] {
  const allNames = [...new Set(namesById.values())];
  const namedIn = (text: string) => allNames.filter((name) => new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'u').test(text));
  const castNames = (recipe: SiteVideoRecipe) => avatarsOf(recipe).map((id) => namesById.get(id) ?? `(no avatar ${id})`);
  const problems: string[] = [];
  for (const label of labels) {
    const recipe = recipes.get(label.videoName);
    if (!recipe) {
      problems.push(`${label.at}: '${label.videoName}' has no recipe`);
      continue;
    }
    const shown = castNames(recipe);
    for (const name of namedIn(label.text))
      if (!shown.includes(name)) problems.push(`${label.at}: names ${name}, but ${label.videoName} shows ${shown.join(' and ') || 'no library avatar'}`);
  }
  for (const [videoName, recipe] of recipes) {
    // A translation says its source's words in another language: they are checked with the source.
    if (recipe.kind === 'translation') continue;
    const said = recipe.kind === 'podcast' ? recipe.turns.map((turn) => turn.text).join(' ') : recipe.script;
    const shown = castNames(recipe);
    for (const name of namedIn(said))
      if (!shown.includes(name)) problems.push(`content/site/videos/${videoName}.json: says ${name}, but shows ${shown.join(' and ') || 'no library avatar'}`);
  }
  return problems;
}

describe('site video labels', () => {
  const namesById = new Map(loadAvatarLibrary().map((avatar) => [avatar.id, avatar.name]));
  let recipes: Map<string, SiteVideoRecipe>;
  let labels: VideoLabel[];

  beforeAll(async () => {
    recipes = await readSiteVideoRecipes(defaultFeaturePageSource.videosDirectory);
    labels = [];
    for (const file of (await readdir(defaultFeaturePageSource.pagesDirectory)).filter((name) => name.endsWith('.json')).sort()) {
      const page: unknown = JSON.parse(await readFile(path.join(defaultFeaturePageSource.pagesDirectory, file), 'utf8'));
      labels.push(...findVideoLabels(page, file));
    }
  });

  it("name, on every feature page and in every recipe's words, only the avatars each clip shows", () => {
    // Every page that shows a site video labels it.
    expect(new Set(labels.map((label) => label.videoName))).toEqual(new Set(recipes.keys()));
    expect(findMisnamedVideos(labels, recipes, namesById)).toEqual([]);
  });

  it('find a clip labelled with another avatar, in any language, and a photograph labelled with an avatar', () => {
    const keisha = [...namesById].find(([, name]) => name === 'Keisha')![0];
    const clip: SiteVideoRecipe = { kind: 'talking-avatar', aspectRatio: '9:16', avatar: keisha, voice: 'english-chloe', script: 'Hey, I am Keisha.' };
    const photo = recipes.get('talking-photo-photograph')!;
    const page = {
      blocks: [
        { list: [{ title: 'A short social clip', desc: 'Keisha says it.', video: { name: 'clip', alt: 'Layla, a library avatar' } }] },
        { list: [{ video: { name: 'clip', alt: '数字人库中的 Layla 说不需要摄像机和演播室' } }] },
        { videoList: [{ video: { name: 'photo', alt: 'A photograph' }, extraInfo: 'Omar, from a photo' }] },
        { templateNames: ['clip$9:16'], captions: ['Keisha for phones'] },
      ],
    };
    expect(
      findMisnamedVideos(
        findVideoLabels(page, 'page.json'),
        new Map([
          ['clip', clip],
          ['photo', photo],
        ]),
        namesById,
      ),
    ).toEqual([
      'page.json: blocks.0.list.0.video.alt: names Layla, but clip shows Keisha',
      'page.json: blocks.1.list.0.video.alt: names Layla, but clip shows Keisha',
      'page.json: blocks.2.videoList.0.extraInfo: names Omar, but photo shows no library avatar',
    ]);
    const misnamedScript = new Map([['clip', { ...clip, script: 'Hey, I am Layla.' }]]);
    expect(findMisnamedVideos([], misnamedScript, namesById)).toEqual(['content/site/videos/clip.json: says Layla, but shows Keisha']);
  });
});
