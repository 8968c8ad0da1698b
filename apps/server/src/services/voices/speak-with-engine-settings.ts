import { SpeechEngineError, synthesizeWithSettings, VoiceEngineSettingsSchema, type SpeechSynthesisResult } from '@talkreel/speech';
import type { VoiceServices } from './create-voice-services.ts';

/**
 * Speaks with stored engine settings: an embedded voice (eSpeak NG / Flite
 * settings) or a cloud voice (`{name, voice}` for a cloned ElevenLabs voice).
 */
export async function speakWithEngineSettings(services: VoiceServices, engine: unknown, language: string, text: string): Promise<SpeechSynthesisResult> {
  const embedded = VoiceEngineSettingsSchema.safeParse(engine);
  if (embedded.success) return synthesizeWithSettings(services.speech.engines, embedded.data, text, language);
  const cloud = engine as { name?: string; voice?: string };
  const adapter = cloud.name ? services.speech.engines[cloud.name] : undefined;
  if (!adapter || !cloud.voice) throw new SpeechEngineError(`The ${cloud.name ?? 'unknown'} speech engine is not configured on this server`, cloud.name ?? 'unknown');
  return adapter.synthesize({ text, voice: cloud.voice, language });
}
