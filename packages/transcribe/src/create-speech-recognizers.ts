import { findPocketsphinx } from './engines/find-pocketsphinx.ts';
import { languageCodeOf } from './engines/language-names.ts';
import { OpenAiTranscriptionRecognizer } from './engines/openai-transcription.ts';
import { PocketsphinxRecognizer } from './engines/pocketsphinx.ts';
import { TranscriptionError, type SpeechRecognizer } from './speech-recognizer.ts';
import type { TranscribeConfig } from './transcribe-config.ts';

/** The recognisers this server has. */
export interface SpeechRecognizerSet {
  /** pocketsphinx; undefined when pocketsphinx is not installed (the binary or its en-us model). */
  embedded?: SpeechRecognizer;
  /** The OpenAI-compatible service; set when ASR_BASE_URL is. */
  service?: SpeechRecognizer;
  /**
   * The service when configured, else the embedded one if it covers the
   * language (an unknown language, undefined, is taken as English there),
   * else throws TranscriptionError unsupported_language naming the language
   * and ASR_BASE_URL.
   */
  pick(language?: string): SpeechRecognizer;
}

/**
 * The one place recognisers are wired: the service is switched on by
 * ASR_BASE_URL; pocketsphinx is there when it is installed (looked for in
 * `/usr/bin`, `/usr/local/bin`, `/bin` with its model beside it, unless the
 * paths are given).
 */
export function createSpeechRecognizers(config: TranscribeConfig, options: { pocketsphinxPath?: string; modelDirectory?: string } = {}): SpeechRecognizerSet {
  const install = findPocketsphinx(options);
  const embedded: SpeechRecognizer | undefined = install ? new PocketsphinxRecognizer(install) : undefined;
  const service = config.ASR_BASE_URL
    ? new OpenAiTranscriptionRecognizer({
        baseUrl: config.ASR_BASE_URL,
        ...(config.ASR_API_KEY ? { apiKey: config.ASR_API_KEY } : {}),
        ...(config.ASR_MODEL ? { model: config.ASR_MODEL } : {}),
      })
    : undefined;
  return {
    ...(embedded ? { embedded } : {}),
    ...(service ? { service } : {}),
    pick(language) {
      if (service) return service;
      const code = language === undefined ? 'en' : languageCodeOf(language);
      if (embedded && (embedded.languages === 'any' || embedded.languages.includes(code))) return embedded;
      const named = language ?? 'English';
      const reason = embedded
        ? `the embedded recogniser (pocketsphinx) knows English only`
        : `pocketsphinx (the Debian packages pocketsphinx and pocketsphinx-en-us) is not installed`;
      throw new TranscriptionError(
        `No speech recognition for '${named}': ${reason}. Set ASR_BASE_URL to an OpenAI-compatible transcription service (OpenAI, faster-whisper-server).`,
        'unsupported_language',
        embedded?.name ?? 'none',
      );
    },
  };
}
