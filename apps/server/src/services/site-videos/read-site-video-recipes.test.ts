import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAvatarLibrary } from '@talkreel/looks';
import { defaultFeaturePageSource } from '@talkreel/site';
import { getPublicVoice, loadVoiceCatalogue } from '@talkreel/speech';
import { parseWorkspace } from '@talkreel/timeline';
import { buildSiteVideoWorkspace, type SiteVideoAvatar } from './build-site-video-workspace.ts';
import { readSiteVideoRecipes, SiteVideoRecipeError } from './read-site-video-recipes.ts';
import { siteVideoCacheKey } from './site-video-cache-key.ts';
import { readSiteVideoPhoto, sitePhotosDirectoryOf, type SiteVideoPhoto } from './site-video-photo.ts';
import { avatarsOf, voicesOf, type SiteVideoRecipe } from './site-video-recipe.ts';

/** The site videos the feature pages are written against (the task that asked for them names each). */
const expectedVideos = {
  'talking-avatar-presenter': { kind: 'talking-avatar', aspectRatio: '16:9' },
  'podcast-duo': { kind: 'podcast', aspectRatio: '16:9' },
  'talking-photo-illustrated': { kind: 'talking-photo', aspectRatio: '9:16' },
  'talking-photo-photograph': { kind: 'talking-photo', aspectRatio: '16:9' },
  'translator-en': { kind: 'talking-avatar', aspectRatio: '16:9' },
  'translator-zh-cn': { kind: 'talking-avatar', aspectRatio: '16:9' },
  'translator-es': { kind: 'talking-avatar', aspectRatio: '16:9' },
  'avatar-clip-1': { kind: 'talking-avatar', aspectRatio: '9:16' },
  'avatar-clip-2': { kind: 'talking-avatar', aspectRatio: '9:16' },
  'avatar-clip-3': { kind: 'talking-avatar', aspectRatio: '9:16' },
};

const library = new Map<string, SiteVideoAvatar>(
  loadAvatarLibrary().map((avatar) => [
    avatar.id,
    { id: avatar.id, name: avatar.name, look_id: null, design: avatar.design as unknown as Record<string, unknown>, aspect_ratio: avatar.aspect_ratio },
  ]),
);
const catalogue = loadVoiceCatalogue();

describe("the repository's site videos (content/site/videos)", () => {
  let recipes: Map<string, SiteVideoRecipe>;
  /** Every photo the recipes animate, read from content/site/photos, by file name. */
  const photos = new Map<string, SiteVideoPhoto>();
  beforeAll(async () => {
    recipes = await readSiteVideoRecipes(defaultFeaturePageSource.videosDirectory);
    for (const recipe of recipes.values()) {
      if (recipe.kind !== 'talking-photo' || !recipe.photo) continue;
      photos.set(recipe.photo.file, await readSiteVideoPhoto(sitePhotosDirectoryOf(defaultFeaturePageSource.videosDirectory), recipe.photo.file));
    }
  });

  it('are exactly the expected recipes, each of its kind and frame', () => {
    expect(Object.fromEntries([...recipes].map(([name, recipe]) => [name, { kind: recipe.kind, aspectRatio: recipe.aspectRatio }]))).toEqual(expectedVideos);
  });

  it('name library avatars and public voices that exist', () => {
    for (const [name, recipe] of recipes) {
      for (const avatar of avatarsOf(recipe)) expect(library.has(avatar), `${name}: avatar ${avatar}`).toBe(true);
      for (const voice of voicesOf(recipe)) expect(() => getPublicVoice(catalogue, voice), `${name}: voice ${voice}`).not.toThrow();
    }
  });

  it('translate one line: the same avatar, each with a voice of its language', () => {
    const languageOf = (name: string) => {
      const recipe = recipes.get(name);
      if (recipe?.kind !== 'talking-avatar') throw new Error(`${name} is not a talking avatar`);
      return { avatar: recipe.avatar, language: getPublicVoice(catalogue, recipe.voice).language };
    };
    const translations = ['translator-en', 'translator-zh-cn', 'translator-es'].map(languageOf);
    expect(translations.map((translation) => translation.language)).toEqual(['english', 'chinese', 'spanish']);
    expect(new Set(translations.map((translation) => translation.avatar)).size).toBe(1);
    expect(recipes.get('translator-zh-cn')).toMatchObject({ script: expect.stringMatching(/[\u4e00-\u9fff]/u) });
  });

  it('show three different avatars in the clips, two hosts with four turns in the podcast, an avatar drawn 9:16 in the talking photo', () => {
    const clipAvatars = ['avatar-clip-1', 'avatar-clip-2', 'avatar-clip-3'].map((name) => avatarsOf(recipes.get(name)!)[0]!);
    expect(new Set(clipAvatars).size).toBe(3);
    const podcast = recipes.get('podcast-duo');
    expect(podcast?.kind).toBe('podcast');
    if (podcast?.kind !== 'podcast') return;
    expect(podcast.hosts[0].avatar).not.toBe(podcast.hosts[1].avatar);
    expect(podcast.turns.map((turn) => turn.host)).toEqual([1, 2, 1, 2]);
    const photo = recipes.get('talking-photo-illustrated');
    expect(library.get(avatarsOf(photo!)[0]!)?.aspect_ratio).toBe(0);
  });

  it('animate a real photograph in talking-photo-photograph: a landscape JPEG with a Creative Commons credit, no avatar and no look', () => {
    const recipe = recipes.get('talking-photo-photograph');
    if (recipe?.kind !== 'talking-photo' || !recipe.photo) throw new Error('talking-photo-photograph is a talking photo of a photo');
    expect(avatarsOf(recipe)).toEqual([]);
    expect(recipe.photo.credit).toMatchObject({ author: expect.any(String), sourceUrl: expect.stringMatching(/^https:\/\//u), licence: 'CC BY-SA 3.0' });
    const photo = photos.get(recipe.photo.file)!;
    expect([photo.widthPx, photo.heightPx]).toEqual([800, 533]);
    expect(photo.key).toMatch(/^site-videos\/photos\/[0-9a-f]{24}\.jpg$/u);
    const layers = parseWorkspace(buildSiteVideoWorkspace(recipe, library, photos)).scenes.flatMap((scene) => scene.tracks.flatMap((track) => track.layers));
    const person = layers.find((layer) => layer.type === 'person');
    expect(person).toMatchObject({ path: photo.key, w: 1920, h: 1080 });
    expect(person?.prop).not.toHaveProperty('look');
  });

  it('refuse to build a photo in the wrong frame, and change their key when the photo changes', () => {
    const recipe = recipes.get('talking-photo-photograph')!;
    const photo = photos.get('filippo-giunchedi-2015.jpg')!;
    expect(() => buildSiteVideoWorkspace({ ...recipe, aspectRatio: '9:16' }, library, photos)).toThrow(
      'A talking photo of filippo-giunchedi-2015.jpg is 16:9, not 9:16',
    );
    const key = siteVideoCacheKey(buildSiteVideoWorkspace(recipe, library, photos));
    const replaced = new Map([['filippo-giunchedi-2015.jpg', { ...photo, key: 'site-videos/photos/another.jpg' }]]);
    expect(siteVideoCacheKey(buildSiteVideoWorkspace(recipe, library, replaced))).not.toBe(key);
    expect(() => buildSiteVideoWorkspace(recipe, library, new Map())).toThrow('No site photo filippo-giunchedi-2015.jpg');
  });

  it("build into valid workspaces of the recipe's frame with the product's builders, each with its own cache key", () => {
    const keys = new Set<string>();
    for (const [name, recipe] of recipes) {
      const workspace = parseWorkspace(buildSiteVideoWorkspace(recipe, library, photos));
      expect(workspace.aspect_ratio, name).toBe({ '9:16': 0, '16:9': 1, '1:1': 2 }[recipe.aspectRatio]);
      expect(workspace.render_subtitle, name).toBe(true);
      const persons = workspace.scenes.flatMap((scene) => scene.tracks.flatMap((track) => track.layers)).filter((layer) => layer.type === 'person');
      expect(persons.length, name).toBeGreaterThan(0);
      keys.add(siteVideoCacheKey(buildSiteVideoWorkspace(recipe, library, photos)));
    }
    expect(keys.size).toBe(recipes.size);
  });

  it('keep their key while nothing changes, and change it with the script', () => {
    const recipe = recipes.get('avatar-clip-1')!;
    if (recipe.kind !== 'talking-avatar') throw new Error('avatar-clip-1 is a talking avatar');
    const key = siteVideoCacheKey(buildSiteVideoWorkspace(recipe, library, photos));
    expect(siteVideoCacheKey(buildSiteVideoWorkspace(structuredClone(recipe), library, photos))).toBe(key);
    expect(key).toMatch(/^[0-9a-f]{24}$/u);
    expect(siteVideoCacheKey(buildSiteVideoWorkspace({ ...recipe, script: `${recipe.script} Again.` }, library, photos))).not.toBe(key);
  });
});

describe('readSiteVideoRecipes', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'site-video-recipes-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('refuses, in one error naming file and field, a bad kind, a missing script, a bad name and broken JSON', async () => {
    await writeFile(
      path.join(directory, 'good.json'),
      JSON.stringify({ kind: 'talking-avatar', aspectRatio: '1:1', avatar: '798', voice: 'english-sarah', script: 'Hello there.' }),
    );
    await writeFile(path.join(directory, 'odd-kind.json'), JSON.stringify({ kind: 'stock-footage', aspectRatio: '16:9' }));
    await writeFile(
      path.join(directory, 'no-script.json'),
      JSON.stringify({ kind: 'talking-avatar', aspectRatio: '16:9', avatar: '798', voice: 'english-sarah' }),
    );
    await writeFile(path.join(directory, 'Bad Name.json'), '{}');
    await writeFile(path.join(directory, 'broken.json'), '{"kind":');
    const error = await readSiteVideoRecipes(directory).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SiteVideoRecipeError);
    const problems = (error as SiteVideoRecipeError).problems;
    expect(problems).toHaveLength(4);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Bad Name\.json: the name must be lowercase/u),
        expect.stringMatching(/^broken\.json: not JSON/u),
        expect.stringMatching(/^no-script\.json: script /u),
        expect.stringMatching(/^odd-kind\.json: kind /u),
      ]),
    );
  });

  it('refuses a talking photo with both or neither of avatar and photo, and a photo whose licence forbids changes or commerce', async () => {
    const photoDirectory = await mkdtemp(path.join(tmpdir(), 'site-video-photo-recipes-'));
    const credit = {
      title: 'A portrait',
      author: 'A photographer',
      sourceName: 'Wikimedia Commons',
      sourceUrl: 'https://commons.wikimedia.org/wiki/File:A_portrait.jpg',
      licence: 'CC BY 4.0',
      licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
    };
    const talkingPhoto = { kind: 'talking-photo', aspectRatio: '16:9', voice: 'english-james', script: 'Hello there.' };
    const recipes = {
      good: { ...talkingPhoto, photo: { file: 'portrait.jpg', credit } },
      both: { ...talkingPhoto, avatar: '600', photo: { file: 'portrait.jpg', credit } },
      neither: talkingPhoto,
      'no-derivatives': { ...talkingPhoto, photo: { file: 'portrait.jpg', credit: { ...credit, licence: 'CC BY-ND 4.0' } } },
      'non-commercial': { ...talkingPhoto, photo: { file: 'portrait.jpg', credit: { ...credit, licence: 'CC BY-NC-SA 3.0' } } },
      'no-author': { ...talkingPhoto, photo: { file: 'portrait.jpg', credit: { ...credit, author: '' } } },
      'odd-file': { ...talkingPhoto, photo: { file: '../secret.jpg', credit } },
    };
    for (const [name, recipe] of Object.entries(recipes)) await writeFile(path.join(photoDirectory, `${name}.json`), JSON.stringify(recipe));
    const error = await readSiteVideoRecipes(photoDirectory).catch((caught: unknown) => caught);
    await rm(photoDirectory, { recursive: true, force: true });
    expect((error as SiteVideoRecipeError).problems.map((problem) => problem.slice(0, problem.indexOf(' ', problem.indexOf(': ') + 2)))).toEqual([
      'both.json: avatar',
      'neither.json: avatar',
      'no-author.json: photo.credit.author',
      'no-derivatives.json: photo.credit.licence',
      'non-commercial.json: photo.credit.licence',
      'odd-file.json: photo.file',
    ]);
  });
});
