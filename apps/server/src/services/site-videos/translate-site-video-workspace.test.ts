import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAvatarLibrary } from '@talkreel/looks';
import { defaultFeaturePageSource } from '@talkreel/site';
import { getPublicVoice, loadVoiceCatalogue } from '@talkreel/speech';
import { collectWorkspaceTexts, parseWorkspace, workspaceVoiceIds, type Workspace, type WorkspaceInput } from '@talkreel/timeline';
import { createTextTranslators, detectLanguage, TranslationError } from '@talkreel/translate';
import { buildSiteVideoWorkspace, type SiteVideoAvatar } from './build-site-video-workspace.ts';
import { readSiteVideoRecipes } from './read-site-video-recipes.ts';
import { siteVideoCacheKey } from './site-video-cache-key.ts';
import { translateSiteVideoWorkspace, type SiteVideoTranslationMemory } from './translate-site-video-workspace.ts';

const installed = !spawnSync('apertium', ['-V']).error;
if (!installed && process.env.CI) throw new Error('apertium is not installed: .ci/run installs it with apt-get.');

const library = new Map<string, SiteVideoAvatar>(
  loadAvatarLibrary().map((avatar) => [
    avatar.id,
    { id: avatar.id, name: avatar.name, look_id: null, design: avatar.design as unknown as Record<string, unknown>, aspect_ratio: avatar.aspect_ratio },
  ]),
);
const catalogue = loadVoiceCatalogue();
/** This machine's translators without a language model: Apertium alone, as a server without LLM_BASE_URL has them. */
const translators = createTextTranslators({});

/** A workspace's person's script, and its voices with their catalogue languages. */
function wordsOf(workspace: Workspace) {
  const layers = workspace.scenes.flatMap((scene) => scene.tracks.flatMap((track) => track.layers));
  const person = layers.find((layer) => layer.type === 'person');
  const voiceLanguages = workspaceVoiceIds(workspace).map((voiceId) => getPublicVoice(catalogue, voiceId).language);
  return { script: person?.prop?.speech?.script ?? '', voiceIds: workspaceVoiceIds(workspace), voiceLanguages };
}

/** A memory in a map, counting what it is asked. */
function createMapMemory(): SiteVideoTranslationMemory & { entries: Map<string, readonly string[]> } {
  const entries = new Map<string, readonly string[]>();
  return {
    entries,
    find: (key) => Promise.resolve(entries.get(key)),
    save: (key, texts) => {
      entries.set(key, texts);
      return Promise.resolve();
    },
  };
}

describe('translating a site video', () => {
  let source: WorkspaceInput;
  beforeAll(async () => {
    const recipe = (await readSiteVideoRecipes(defaultFeaturePageSource.videosDirectory)).get('translator-en');
    if (recipe?.kind !== 'talking-avatar') throw new Error('translator-en is a talking avatar');
    source = buildSiteVideoWorkspace(recipe, library, new Map());
  });

  describe.skipIf(!installed)('with the embedded Apertium', () => {
    it('makes the English clip Spanish: the script in Spanish (the captions are burned from it), the voice its Spanish counterpart, the frame kept', async () => {
      const english = wordsOf(parseWorkspace(source));
      expect(detectLanguage(english.script)).toBe('en');
      const translated = await translateSiteVideoWorkspace(source, 'es', { translators, catalogue });
      expect(translated).toMatchObject({ from: 'en', translator: 'apertium' });
      const spanish = wordsOf(translated.workspace);
      expect(spanish.script).not.toBe(english.script);
      expect(detectLanguage(spanish.script)).toBe('es');
      // The captions are burned from the speech when it renders: in Spanish now.
      expect(translated.workspace.render_subtitle).toBe(true);
      // english-sarah (female, adult, narration, warm and clear) has the same traits as spanish-lucia.
      expect(spanish.voiceIds).toEqual(['spanish-lucia']);
      expect(translated.workspace.aspect_ratio).toBe(1);
      expect(collectWorkspaceTexts(translated.workspace)).toHaveLength(collectWorkspaceTexts(parseWorkspace(source)).length);
    });

    it('reaches French through Spanish, with a French voice; each language has its own cache key, the same one every time', async () => {
      const french = await translateSiteVideoWorkspace(source, 'fr', { translators, catalogue });
      const words = wordsOf(french.workspace);
      expect(detectLanguage(words.script)).toBe('fr');
      expect(words.voiceLanguages).toEqual(['french']);
      const spanish = await translateSiteVideoWorkspace(source, 'es', { translators, catalogue });
      const keys = [source, spanish.workspace, french.workspace].map((workspace) => siteVideoCacheKey(workspace));
      expect(new Set(keys).size).toBe(3);
      expect(siteVideoCacheKey((await translateSiteVideoWorkspace(source, 'fr', { translators, catalogue })).workspace)).toBe(keys[2]);
    });

    it('keeps its first translation in the memory, and changes its cache key when the words or the voice change', async () => {
      const memory = createMapMemory();
      const first = await translateSiteVideoWorkspace(source, 'es', { translators, catalogue, memory });
      expect([...memory.entries.values()]).toEqual([collectWorkspaceTexts(first.workspace)]);
      // A translator that would word it differently is not asked again: the remembered words make the same video.
      const rewording = { pick: async () => ({ ...(await translators.pick('en', 'es')), translate: () => Promise.reject(new Error('asked again')) }) };
      const again = await translateSiteVideoWorkspace(source, 'es', { translators: rewording, catalogue, memory });
      expect(siteVideoCacheKey(again.workspace)).toBe(siteVideoCacheKey(first.workspace));

      const [key] = memory.entries.keys();
      memory.entries.set(
        key!,
        collectWorkspaceTexts(first.workspace).map((text) => (text ? `${text} ¡Hola!` : text)),
      );
      const reworded = await translateSiteVideoWorkspace(source, 'es', { translators, catalogue, memory });
      expect(wordsOf(reworded.workspace).script).toMatch(/¡Hola!$/u);
      expect(siteVideoCacheKey(reworded.workspace)).not.toBe(siteVideoCacheKey(first.workspace));

      const withoutLucia = { ...catalogue, voices: catalogue.voices.filter((voice) => voice.id !== 'spanish-lucia') };
      const otherVoice = await translateSiteVideoWorkspace(source, 'es', { translators, catalogue: withoutLucia });
      expect(wordsOf(otherVoice.workspace).voiceLanguages).toEqual(['spanish']);
      expect(wordsOf(otherVoice.workspace).voiceIds).not.toEqual(['spanish-lucia']);
      expect(siteVideoCacheKey(otherVoice.workspace)).not.toBe(siteVideoCacheKey(first.workspace));
    });
  });

  it('answers, without a language model, that English to Chinese has no path here and that LLM_BASE_URL would give one', async () => {
    const error = await translateSiteVideoWorkspace(source, 'zh', { translators, catalogue }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TranslationError);
    expect(error).toMatchObject({ code: 'no_route', engine: 'apertium' });
    expect((error as Error).message).toMatch(/^No translation from English \(en\) to Chinese \(zh\) on this server: .*Set LLM_BASE_URL/u);
  });

  it('refuses a target the source already speaks, and a code Talkreel does not translate into', async () => {
    await expect(translateSiteVideoWorkspace(source, 'en', { translators, catalogue })).rejects.toThrow('The source video already speaks English');
    await expect(translateSiteVideoWorkspace(source, 'xx', { translators, catalogue })).rejects.toThrow('Talkreel does not translate into "xx"');
  });
});
