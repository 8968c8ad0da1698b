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
import { avatarsOf, voicesOf, type ScriptedSiteVideoRecipe, type SiteVideoRecipe } from './site-video-recipe.ts';

/** The site videos the feature pages are written against (the task that asked for them names each). */
const expectedVideos = {
  'talking-avatar-presenter': { kind: 'talking-avatar', aspectRatio: '16:9' },
  'podcast-duo': { kind: 'podcast', aspectRatio: '16:9' },
  'talking-photo-illustrated': { kind: 'talking-photo', aspectRatio: '9:16' },
  'talking-photo-photograph': { kind: 'talking-photo', aspectRatio: '16:9' },
  'translator-en': { kind: 'talking-avatar', aspectRatio: '16:9' },
  'translator-es': { kind: 'translation', aspectRatio: '16:9' },
  'translator-fr': { kind: 'translation', aspectRatio: '16:9' },
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
  /** A recipe that says its own words (a translation is built by translateSiteVideoWorkspace, tested beside it). */
  const scripted = (name: string): ScriptedSiteVideoRecipe => {
    const recipe = recipes.get(name);
    if (!recipe || recipe.kind === 'translation') throw new Error(`${name} is not a scripted site video`);
    return recipe;
  };
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

  it("make the translator banner's clips by translating one English talking avatar into Spanish and French", () => {
    const source = recipes.get('translator-en');
    if (source?.kind !== 'talking-avatar') throw new Error('translator-en is a talking avatar');
    expect(getPublicVoice(catalogue, source.voice).language).toBe('english');
    for (const [name, language] of [
      ['translator-es', 'es'],
      ['translator-fr', 'fr'],
    ] as const) {
      expect(recipes.get(name), name).toEqual({ kind: 'translation', source: 'translator-en', language, aspectRatio: '16:9', sourceRecipe: source });
      expect(avatarsOf(recipes.get(name)!), name).toEqual([source.avatar]);
    }
  });

  it('show three different avatars in the clips, two hosts with four turns in the podcast, an avatar drawn 9:16 in the talking photo', () => {
    const clipAvatars = ['avatar-clip-1', 'avatar-clip-2', 'avatar-clip-3'].map((name) => avatarsOf(scripted(name))[0]!);
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
    const recipe = scripted('talking-photo-photograph');
    if (recipe.kind !== 'talking-photo' || !recipe.photo) throw new Error('talking-photo-photograph is a talking photo of a photo');
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
    const recipe = scripted('talking-photo-photograph');
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
    const scriptedNames = [...recipes].filter(([, recipe]) => recipe.kind !== 'translation').map(([name]) => name);
    for (const name of scriptedNames) {
      const recipe = scripted(name);
      const workspace = parseWorkspace(buildSiteVideoWorkspace(recipe, library, photos));
      expect(workspace.aspect_ratio, name).toBe({ '9:16': 0, '16:9': 1, '1:1': 2 }[recipe.aspectRatio]);
      expect(workspace.render_subtitle, name).toBe(true);
      const persons = workspace.scenes.flatMap((scene) => scene.tracks.flatMap((track) => track.layers)).filter((layer) => layer.type === 'person');
      expect(persons.length, name).toBeGreaterThan(0);
      keys.add(siteVideoCacheKey(buildSiteVideoWorkspace(recipe, library, photos)));
    }
    expect(keys.size).toBe(scriptedNames.length);
  });

  it('keep their key while nothing changes, and change it with the script', () => {
    const recipe = scripted('avatar-clip-1');
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

  it("reads a translation with its source's recipe and frame, and refuses a missing source, a translation of a translation, a bad language and a frame of its own", async () => {
    const translationDirectory = await mkdtemp(path.join(tmpdir(), 'site-video-translation-recipes-'));
    const source = { kind: 'talking-avatar', aspectRatio: '9:16', avatar: '798', voice: 'english-sarah', script: 'Hello there.' };
    const translation = (language: string, from = 'hello') => ({ kind: 'translation', source: from, language });
    const files = {
      hello: source,
      'hello-es': translation('es'),
      'hello-pt': translation('pt'),
      'from-nothing': translation('es', 'nowhere'),
      'twice-translated': translation('fr', 'hello-es'),
      'odd-language': translation('xx'),
      'upper-case': translation('ES'),
      'with-region': translation('zh-cn'),
      'own-frame': { ...translation('es'), aspectRatio: '16:9' },
    };
    for (const [name, recipe] of Object.entries(files)) await writeFile(path.join(translationDirectory, `${name}.json`), JSON.stringify(recipe));
    const error = await readSiteVideoRecipes(translationDirectory).catch((caught: unknown) => caught);
    const problems = (error as SiteVideoRecipeError).problems;
    expect(problems.map((problem) => problem.slice(0, problem.indexOf(' ', problem.indexOf(': ') + 2)))).toEqual([
      'odd-language.json: language',
      'own-frame.json: (root)',
      'upper-case.json: language',
      'with-region.json: language',
      'from-nothing.json: source',
      'twice-translated.json: source',
    ]);
    expect(problems).toContain("from-nothing.json: source names no site video 'nowhere' (no valid content/site/videos/nowhere.json)");
    expect(problems).toContain("twice-translated.json: source 'hello-es' is itself a translation: translate its source 'hello' instead");
    expect(problems.find((problem) => problem.startsWith('odd-language.json'))).toMatch(/ISO 639-1 code of a language Talkreel translates into/u);

    for (const name of ['from-nothing', 'twice-translated', 'odd-language', 'upper-case', 'with-region', 'own-frame'])
      await rm(path.join(translationDirectory, `${name}.json`));
    const recipes = await readSiteVideoRecipes(translationDirectory);
    await rm(translationDirectory, { recursive: true, force: true });
    expect(recipes.get('hello-es')).toEqual({ kind: 'translation', source: 'hello', language: 'es', aspectRatio: '9:16', sourceRecipe: source });
    expect(recipes.get('hello-pt')).toMatchObject({ language: 'pt', aspectRatio: '9:16' });
    expect(avatarsOf(recipes.get('hello-es')!)).toEqual(['798']);
    expect(voicesOf(recipes.get('hello-es')!)).toEqual([]);
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
