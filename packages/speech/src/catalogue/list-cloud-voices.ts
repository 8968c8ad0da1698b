import type { SpeechEngine } from '../speech-engine.ts';
import { getLanguages } from './languages.ts';

/** A configured cloud engine's voice as the public library lists it (the `voices` table's row, less its bookkeeping). */
export interface CloudLibraryVoice {
  /** `<engine>:<engine's voice id>`, unique beside the catalogue's ids. */
  id: string;
  /** The engine's name (`openai`, `elevenlabs`, `azure`): the row's `source`. */
  source: string;
  name: string;
  /** `female`, `male`, or `neutral` when the service does not say. */
  gender: string;
  /** The language value of content/voices/languages.json the voice's first locale belongs to. */
  language: string;
  locale: string;
  /** What a voice row stores to speak with it (`synthesizeWithStoredEngine`). */
  engine: { name: string; voice: string };
}

/** The language value for a BCP 47 tag: the language with that locale, else the first with the same primary subtag. */
function languageOfLocale(locale: string): string | undefined {
  const languages = getLanguages();
  const exact = languages.find((language) => language.locale.toLowerCase() === locale.toLowerCase());
  if (exact) return exact.value;
  const primary = locale.split('-')[0]?.toLowerCase();
  return languages.find((language) => language.locale.split('-')[0]?.toLowerCase() === primary)?.value;
}

/**
 * Every voice the configured cloud engines offer, for the public voice
 * library. An engine that cannot list its voices now (a service down at
 * boot) is left out and reported through `onFailure`; a voice in a language
 * the product does not list is left out.
 */
export async function listCloudVoices(
  engines: Readonly<Record<string, SpeechEngine>>,
  onFailure: (engine: string, error: unknown) => void = () => {},
): Promise<CloudLibraryVoice[]> {
  const voices: CloudLibraryVoice[] = [];
  for (const engine of Object.values(engines)) {
    if (engine.isEmbedded) continue;
    const offered = await engine.listVoices().catch((error: unknown) => {
      onFailure(engine.name, error);
      return [];
    });
    for (const voice of offered) {
      const locale = voice.locales.find((candidate) => languageOfLocale(candidate) !== undefined);
      const language = locale ? languageOfLocale(locale) : undefined;
      if (!locale || !language) continue;
      voices.push({
        id: `${engine.name}:${voice.id}`,
        source: engine.name,
        name: voice.name,
        gender: voice.gender ?? 'neutral',
        language,
        locale,
        engine: { name: engine.name, voice: voice.id },
      });
    }
  }
  return voices;
}
