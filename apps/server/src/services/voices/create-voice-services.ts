import { createSpeechEngines, ElevenLabsVoices, loadVoiceCatalogue, type SpeechEngineSet, type VoiceCatalogue } from '@talkreel/speech';
import type { Runtime } from '@talkreel/platform';

/** The speech engines (embedded always; cloud adapters when configured) and the public voice catalogue. */
export interface VoiceServices {
  speech: SpeechEngineSet;
  catalogue: VoiceCatalogue;
  /** Set when ELEVENLABS_API_KEY is: real voice cloning. */
  elevenLabsVoices: ElevenLabsVoices | undefined;
}

export function createVoiceServices(runtime: Runtime): VoiceServices {
  const config = runtime.config;
  const elevenlabs = config.ELEVENLABS_API_KEY
    ? { apiKey: config.ELEVENLABS_API_KEY, ffmpegPath: runtime.ffmpegPath, ...(config.ELEVENLABS_BASE_URL ? { baseUrl: config.ELEVENLABS_BASE_URL } : {}) }
    : undefined;
  const speech = createSpeechEngines({
    // Previews answer an HTTP request: their synthesis must not wait behind a render.
    cpuPool: runtime.interactivePool,
    ...(config.OPENAI_TTS_BASE_URL
      ? { openai: { baseUrl: config.OPENAI_TTS_BASE_URL, ffmpegPath: runtime.ffmpegPath, ...(config.OPENAI_API_KEY ? { apiKey: config.OPENAI_API_KEY } : {}), ...(config.OPENAI_TTS_MODEL ? { model: config.OPENAI_TTS_MODEL } : {}) } }
      : {}),
    ...(elevenlabs ? { elevenlabs } : {}),
    ...(config.AZURE_SPEECH_KEY && config.AZURE_SPEECH_REGION
      ? { azure: { key: config.AZURE_SPEECH_KEY, region: config.AZURE_SPEECH_REGION, ffmpegPath: runtime.ffmpegPath, ...(config.AZURE_SPEECH_ENDPOINT ? { endpoint: config.AZURE_SPEECH_ENDPOINT } : {}) } }
      : {}),
  });
  return { speech, catalogue: loadVoiceCatalogue(), elevenLabsVoices: elevenlabs ? new ElevenLabsVoices(elevenlabs) : undefined };
}
