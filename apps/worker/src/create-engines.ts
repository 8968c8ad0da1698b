import { createLipSyncEngines } from '@talkreel/face';
import { createImageEngines } from '@talkreel/looks';
import type { Config, CpuPool } from '@talkreel/platform';
import { createSpeechEngines } from '@talkreel/speech';
import { createScriptWriters, scriptWriterConfigFrom } from '@talkreel/writer';
import type { Engines } from './engines.ts';

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
export function createEngines(config: Config, resources: EngineResources): Engines {
  return {
    speech: createSpeechEngines(config, { cpuPool: resources.cpuPool, ffmpegPath: resources.ffmpegPath }),
    lipSync: createLipSyncEngines(config),
    images: createImageEngines(config),
    writers: createScriptWriters(scriptWriterConfigFrom(config)),
  };
}
