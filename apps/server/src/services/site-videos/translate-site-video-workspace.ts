import { createHash } from 'node:crypto';
import { getPublicVoice, pickCounterpartVoice, type VoiceCatalogue } from '@talkreel/speech';
import { applyWorkspaceTranslations, collectWorkspaceTexts, parseWorkspace, workspaceVoiceIds, type Workspace, type WorkspaceInput } from '@talkreel/timeline';
import { TRANSLATION_LANGUAGES, translationLanguage, type TextTranslatorSet, type TranslationLanguage } from '@talkreel/translate';

/**
 * Translations made before, by a hash of what was asked (the texts, the two
 * languages and the translator): a language model words the same line
 * differently from one call to the next, and every new wording is a new
 * cache key, so a new render on every start without it.
 */
export interface SiteVideoTranslationMemory {
  find(key: string): Promise<readonly string[] | undefined>;
  save(key: string, texts: readonly string[]): Promise<void>;
}

/** What translating a site video needs: the server's translators and its voice catalogue. */
export interface SiteVideoTranslationTools {
  translators: Pick<TextTranslatorSet, 'pick'>;
  catalogue: VoiceCatalogue;
  memory?: SiteVideoTranslationMemory;
  /** Ends a translation that takes too long (the video is then not made on this start). */
  signal?: AbortSignal;
}

/** A translated workspace, with how it was made (for the log). */
export interface TranslatedSiteVideo {
  workspace: Workspace;
  /** The source's language (ISO 639-1), read from its voices. */
  from: string;
  /** The translator's name: `apertium` or `llm`. */
  translator: string;
}

/**
 * The language a workspace speaks, from the catalogue language of its voices
 * (a site video speaks only public voices). Throws when it has none, speaks
 * several, or speaks one Talkreel does not translate from.
 */
function spokenLanguageOf(workspace: Workspace, catalogue: VoiceCatalogue): TranslationLanguage {
  const voiceLanguages = new Set(workspaceVoiceIds(workspace).map((voiceId) => getPublicVoice(catalogue, voiceId).language));
  if (voiceLanguages.size !== 1)
    throw new Error(`The source video speaks ${voiceLanguages.size === 0 ? 'no' : 'more than one'} language; only one can be translated`);
  const [voiceLanguage] = voiceLanguages;
  const language = TRANSLATION_LANGUAGES.find((candidate) => candidate.voiceLanguage === voiceLanguage);
  if (!language) throw new Error(`Talkreel does not translate from ${voiceLanguage}`);
  return language;
}

const memoryKeyOf = (texts: readonly string[], from: string, to: string, translator: string) =>
  createHash('sha256').update(JSON.stringify({ texts, from, to, translator })).digest('hex').slice(0, 32);

/**
 * Another site video's workspace in `to` (ISO 639-1), translated as the
 * product's translate-video job translates a video: its scripts, on-screen
 * texts and captions (`collectWorkspaceTexts`) translated by the translator
 * the server picks for the pair (`TextTranslatorSet.pick`: the language
 * model when configured, else Apertium where it has a route), and each voice
 * swapped for its counterpart of the new language (`pickCounterpartVoice`:
 * same gender, then age, use and descriptive words). Throws the translators'
 * TranslationError('no_route'), naming the pair and what is missing, when
 * this server cannot translate between the two languages.
 */
export async function translateSiteVideoWorkspace(source: WorkspaceInput, to: string, tools: SiteVideoTranslationTools): Promise<TranslatedSiteVideo> {
  const workspace = parseWorkspace(source);
  const target = translationLanguage(to);
  if (!target) throw new Error(`Talkreel does not translate into "${to}"`);
  const from = spokenLanguageOf(workspace, tools.catalogue);
  if (from.code === target.code) throw new Error(`The source video already speaks ${target.label}`);
  const translator = await tools.translators.pick(from.code, target.code);
  const texts = collectWorkspaceTexts(workspace);
  const memoryKey = memoryKeyOf(texts, from.code, target.code, translator.name);
  const remembered = await tools.memory?.find(memoryKey);
  let translated = remembered?.length === texts.length ? [...remembered] : undefined;
  if (!translated) {
    const request = { texts, from: from.code, to: target.code, ...(tools.signal ? { signal: tools.signal } : {}) };
    translated = (await translator.translate(request)).texts;
    await tools.memory?.save(memoryKey, translated);
  }
  const voices = new Map<string, string>();
  for (const voiceId of workspaceVoiceIds(workspace)) {
    const counterpart = pickCounterpartVoice(tools.catalogue.voices, getPublicVoice(tools.catalogue, voiceId), target.voiceLanguage);
    if (!counterpart) throw new Error(`No public voice speaks ${target.label}`);
    voices.set(voiceId, counterpart.id);
  }
  const translatedWorkspace = parseWorkspace(applyWorkspaceTranslations(workspace, translated, (voiceId) => voices.get(voiceId) ?? voiceId));
  return { workspace: translatedWorkspace, from: from.code, translator: translator.name };
}
