import { VoiceEngineSettingsSchema } from '../catalogue/voice-schema.ts';
import { SpeechEngineError, type SpeechSynthesisResult } from '../speech-engine.ts';
import { synthesizeWithSettings, type SpeechEngines } from './synthesize-with-voice.ts';

/**
 * Speaks with engine settings as a voice row stores them: an embedded voice
 * (eSpeak NG / Flite settings, a catalogue voice's or a voice match's) or a
 * cloud voice (`{name, voice}`, such as a cloned ElevenLabs voice). An
 * engine this process lacks is a SpeechEngineError naming it.
 */
export function synthesizeWithStoredEngine(
  engines: SpeechEngines,
  storedEngine: unknown,
  language: string,
  text: string,
  signal?: AbortSignal,
): Promise<SpeechSynthesisResult> {
  const embedded = VoiceEngineSettingsSchema.safeParse(storedEngine);
  if (embedded.success) return synthesizeWithSettings(engines, embedded.data, text, language, signal ? { signal } : {});
  const cloud = (storedEngine ?? {}) as { name?: unknown; voice?: unknown };
  const name = typeof cloud.name === 'string' ? cloud.name : 'unknown';
  const adapter = engines[name];
  if (!adapter || typeof cloud.voice !== 'string')
    return Promise.reject(new SpeechEngineError(`The ${name} speech engine is not configured on this server`, name));
  return adapter.synthesize({ text, voice: cloud.voice, language, ...(signal ? { signal } : {}) });
}
