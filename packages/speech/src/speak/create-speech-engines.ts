import type { CpuPool } from '@talkreel/platform';
import { AzureSpeechEngine, type AzureSpeechOptions } from '../engines/azure-speech.ts';
import { ElevenLabsEngine, type ElevenLabsOptions } from '../engines/elevenlabs.ts';
import { EspeakNgEngine } from '../engines/espeak-ng.ts';
import { FliteEngine } from '../engines/flite.ts';
import { OpenAiSpeechEngine, type OpenAiSpeechOptions } from '../engines/openai-speech.ts';
import type { SpeechEngine } from '../speech-engine.ts';

/**
 * What the app reads from its environment (names proposed in README):
 * each cloud adapter is switched on by its options being present.
 */
export interface SpeechEnginesOptions {
  cpuPool?: CpuPool;
  openai?: OpenAiSpeechOptions;
  elevenlabs?: ElevenLabsOptions;
  azure?: AzureSpeechOptions;
}

/** Every configured engine by name; the embedded eSpeak NG and Flite are always there. */
export interface SpeechEngineSet {
  engines: Readonly<Record<string, SpeechEngine>>;
  close(): Promise<void>;
}

export function createSpeechEngines(options: SpeechEnginesOptions = {}): SpeechEngineSet {
  const espeak = new EspeakNgEngine(options.cpuPool ? { cpuPool: options.cpuPool } : {});
  const engines: Record<string, SpeechEngine> = { [espeak.name]: espeak };
  const flite = new FliteEngine();
  engines[flite.name] = flite;
  // eSpeak NG aligns words for the services that give none and finishes their audio on its threads.
  const postProcessor = espeak;
  if (options.openai) engines.openai = new OpenAiSpeechEngine({ ...options.openai, postProcessor });
  if (options.elevenlabs) engines.elevenlabs = new ElevenLabsEngine({ ...options.elevenlabs, postProcessor });
  if (options.azure) engines.azure = new AzureSpeechEngine({ ...options.azure, postProcessor });
  return {
    engines,
    close: async () => {
      await Promise.all(Object.values(engines).map((engine) => engine.close()));
    },
  };
}
