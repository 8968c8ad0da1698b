import type { LipSyncEngineSet } from '@talkreel/face';
import type { ImageEngineSet } from '@talkreel/looks';
import type { SpeechEngineSet } from '@talkreel/speech';
import type { SpeechRecognizerSet } from '@talkreel/transcribe';
import type { TextTranslatorSet } from '@talkreel/translate';
import type { ScriptWriterSet } from '@talkreel/writer';

/**
 * Every engine a role works with, wired once per role by `createEngines`
 * (the `talkreel` entry builds one set for the HTTP routes and one for the
 * jobs): routes and handlers receive these and never construct engines.
 */
export interface Engines {
  /** Text to speech (`createSpeechEngines`): embedded voices always, cloud adapters when configured. */
  speech: SpeechEngineSet;
  /** Configured lip-sync services (`createLipSyncEngines`), in preference order; empty: the embedded animator only. */
  lipSync: LipSyncEngineSet;
  /** Look makers (`createImageEngines`): the embedded illustrator always, image services when configured. */
  images: ImageEngineSet;
  /** Script writers (`createScriptWriters`): the embedded writer always, a language model when configured. */
  writers: ScriptWriterSet;
  /** Text translators (`createTextTranslators`): Apertium for the pairs Debian installed, a language model when configured. */
  translators: TextTranslatorSet;
  /** Speech recognisers (`createSpeechRecognizers`): pocketsphinx (English) when installed, a Whisper-style service when configured. */
  recognizers: SpeechRecognizerSet;
}
