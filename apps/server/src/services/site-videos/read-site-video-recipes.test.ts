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
import { castOf, type SiteVideoRecipe } from './site-video-recipe.ts';

/** The site videos the feature pages are written against (the task that asked for them names each). */
const expectedVideos = {
  'talking-avatar-presenter': { kind: 'talking-avatar', aspectRatio: '16:9' },
  'podcast-duo': { kind: 'podcast', aspectRatio: '16:9' },
  'talking-photo-illustrated': { kind: 'talking-photo', aspectRatio: '9:16' },
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
  beforeAll(async () => {
    recipes = await readSiteVideoRecipes(defaultFeaturePageSource.videosDirectory);
  });

  it('are exactly the expected recipes, each of its kind and frame', () => {
    expect(Object.fromEntries([...recipes].map(([name, recipe]) => [name, { kind: recipe.kind, aspectRatio: recipe.aspectRatio }]))).toEqual(expectedVideos);
  });

  it('name library avatars and public voices that exist', () => {
    for (const [name, recipe] of recipes) {
      for (const { avatar, voice } of castOf(recipe)) {
        expect(library.has(avatar), `${name}: avatar ${avatar}`).toBe(true);
        expect(() => getPublicVoice(catalogue, voice), `${name}: voice ${voice}`).not.toThrow();
      }
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
    const clipAvatars = ['avatar-clip-1', 'avatar-clip-2', 'avatar-clip-3'].map((name) => castOf(recipes.get(name)!)[0]!.avatar);
    expect(new Set(clipAvatars).size).toBe(3);
    const podcast = recipes.get('podcast-duo');
    expect(podcast?.kind).toBe('podcast');
    if (podcast?.kind !== 'podcast') return;
    expect(podcast.hosts[0].avatar).not.toBe(podcast.hosts[1].avatar);
    expect(podcast.turns.map((turn) => turn.host)).toEqual([1, 2, 1, 2]);
    const photo = recipes.get('talking-photo-illustrated');
    expect(library.get(castOf(photo!)[0]!.avatar)?.aspect_ratio).toBe(0);
  });

  it("build into valid workspaces of the recipe's frame with the product's builders, each with its own cache key", () => {
    const keys = new Set<string>();
    for (const [name, recipe] of recipes) {
      const workspace = parseWorkspace(buildSiteVideoWorkspace(recipe, library));
      expect(workspace.aspect_ratio, name).toBe({ '9:16': 0, '16:9': 1, '1:1': 2 }[recipe.aspectRatio]);
      expect(workspace.render_subtitle, name).toBe(true);
      const persons = workspace.scenes.flatMap((scene) => scene.tracks.flatMap((track) => track.layers)).filter((layer) => layer.type === 'person');
      expect(persons.length, name).toBeGreaterThan(0);
      keys.add(siteVideoCacheKey(buildSiteVideoWorkspace(recipe, library)));
    }
    expect(keys.size).toBe(recipes.size);
  });

  it('keep their key while nothing changes, and change it with the script', () => {
    const recipe = recipes.get('avatar-clip-1')!;
    if (recipe.kind !== 'talking-avatar') throw new Error('avatar-clip-1 is a talking avatar');
    const key = siteVideoCacheKey(buildSiteVideoWorkspace(recipe, library));
    expect(siteVideoCacheKey(buildSiteVideoWorkspace(structuredClone(recipe), library))).toBe(key);
    expect(key).toMatch(/^[0-9a-f]{24}$/u);
    expect(siteVideoCacheKey(buildSiteVideoWorkspace({ ...recipe, script: `${recipe.script} Again.` }, library))).not.toBe(key);
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
});
