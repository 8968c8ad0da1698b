import { createLipSyncEngines, type LipSyncConfig } from '@talkreel/face';
import { createImageEngines, type ImageConfig } from '@talkreel/looks';
import type { CpuPool } from '@talkreel/platform';
import { createSpeechEngines, type SpeechConfig } from '@talkreel/speech';
import { createSpeechRecognizers, type TranscribeConfig } from '@talkreel/transcribe';
import { createTextTranslators } from '@talkreel/translate';
import { createScriptWriters, scriptWriterConfigFrom, type LlmConfig } from '@talkreel/writer';
import type { Engines } from './engines.ts';

/** Every engine package's settings: the product's configuration, of which each package reads its own slice. */
export type EnginesConfig = SpeechConfig & LipSyncConfig & ImageConfig & LlmConfig & TranscribeConfig;

/** What the engines run on, from the role's Runtime. */
export interface EngineResources {
  /** The pool whose work the engines do: the interactive pool for HTTP requests, the batch pool for jobs. */
  cpuPool: CpuPool;
  ffmpegPath: string;
}

/**
 * The one place engines are built: each package's wiring from the product's
 * configuration. A ComfyUI workflow file is read here, so a bad one stops
 * the boot. Close `speech` when done (it holds threads and a child process).
 */
export function createEngines(config: EnginesConfig, resources: EngineResources): Engines {
  return {
    speech: createSpeechEngines(config, { cpuPool: resources.cpuPool, ffmpegPath: resources.ffmpegPath }),
    lipSync: createLipSyncEngines(config),
    images: createImageEngines(config),
    writers: createScriptWriters(scriptWriterConfigFrom(config)),
    translators: createTextTranslators(config),
    recognizers: createSpeechRecognizers(config),
  };
}
