import type { CpuPool } from '@talkreel/platform';
import { AzureSpeechEngine } from './engines/azure-speech.ts';
import { ElevenLabsEngine, type ElevenLabsOptions } from './engines/elevenlabs.ts';
import { ElevenLabsVoices } from './engines/elevenlabs-voices.ts';
import { EspeakNgEngine } from './engines/espeak-ng.ts';
import { FliteEngine } from './engines/flite.ts';
import { OpenAiSpeechEngine } from './engines/openai-speech.ts';
import type { SpeechConfig } from './speech-config.ts';
import type { SpeechEngine } from './speech-engine.ts';

/** What the engines run on, from the process's Runtime. */
export interface SpeechResources {
  /** eSpeak NG synthesises on these threads; without one it runs on the calling thread. Pass the pool the caller's work belongs to. */
  cpuPool?: CpuPool;
  /** Cloud adapters decode the services' MP3 with it; the static build is used when absent. */
  ffmpegPath?: string;
}

/** Every configured engine by name; the embedded eSpeak NG and Flite are always there. */
export interface SpeechEngineSet {
  engines: Readonly<Record<string, SpeechEngine>>;
  /** Instant voice cloning: set when ELEVENLABS_API_KEY is. */
  voiceCloning: ElevenLabsVoices | undefined;
  close(): Promise<void>;
}

/**
 * The one place speech engines are wired: server and worker both call this
 * with their config and runtime, so a job speaks with the same engines an
 * HTTP request does. Each cloud adapter is switched on by its settings.
 */
export function createSpeechEngines(config: SpeechConfig = {}, resources: SpeechResources = {}): SpeechEngineSet {
  const ffmpeg = resources.ffmpegPath ? { ffmpegPath: resources.ffmpegPath } : {};
  const espeak = new EspeakNgEngine(resources.cpuPool ? { cpuPool: resources.cpuPool } : {});
  const flite = new FliteEngine();
  const engines: Record<string, SpeechEngine> = { [espeak.name]: espeak, [flite.name]: flite };
  // eSpeak NG aligns words for the services that give none and finishes their audio on its threads.
  const postProcessor = espeak;
  if (config.OPENAI_TTS_BASE_URL) {
    engines.openai = new OpenAiSpeechEngine({
      baseUrl: config.OPENAI_TTS_BASE_URL,
      ...(config.OPENAI_API_KEY ? { apiKey: config.OPENAI_API_KEY } : {}),
      ...(config.OPENAI_TTS_MODEL ? { model: config.OPENAI_TTS_MODEL } : {}),
      ...ffmpeg,
      postProcessor,
    });
  }
  const elevenlabs: ElevenLabsOptions | undefined = config.ELEVENLABS_API_KEY
    ? { apiKey: config.ELEVENLABS_API_KEY, ...(config.ELEVENLABS_BASE_URL ? { baseUrl: config.ELEVENLABS_BASE_URL } : {}), ...ffmpeg }
    : undefined;
  if (elevenlabs) engines.elevenlabs = new ElevenLabsEngine({ ...elevenlabs, postProcessor });
  if (config.AZURE_SPEECH_KEY && config.AZURE_SPEECH_REGION) {
    engines.azure = new AzureSpeechEngine({
      key: config.AZURE_SPEECH_KEY,
      region: config.AZURE_SPEECH_REGION,
      ...(config.AZURE_SPEECH_ENDPOINT ? { endpoint: config.AZURE_SPEECH_ENDPOINT } : {}),
      ...ffmpeg,
      postProcessor,
    });
  }
  return {
    engines,
    voiceCloning: elevenlabs ? new ElevenLabsVoices(elevenlabs) : undefined,
    close: async () => {
      await Promise.all(Object.values(engines).map((engine) => engine.close()));
    },
  };
}
