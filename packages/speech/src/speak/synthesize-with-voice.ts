import type { PublicVoice, VoiceEngineSettings } from '../catalogue/voice-schema.ts';
import { SpeechEngineError, type SpeechEngine, type SpeechSynthesisRequest, type SpeechSynthesisResult } from '../speech-engine.ts';

/** Engines by `SpeechEngine.name`. */
export type SpeechEngines = Readonly<Record<string, SpeechEngine | undefined>>;

/** Changes on top of a voice's own settings: rate multiplies, pitch adds semitones. */
export interface VoiceAdjustments {
  rate?: number;
  pitch?: number;
  signal?: AbortSignal;
}

/** The engine request that speaks `text` with embedded engine settings (a catalogue voice's, or a voice match's). */
export function createSynthesisRequest(
  settings: VoiceEngineSettings,
  text: string,
  language: string,
  adjustments: VoiceAdjustments = {},
): SpeechSynthesisRequest {
  const voice = settings.name === 'espeak-ng' ? `${settings.voice}+${settings.variant}` : settings.voice;
  return {
    text,
    voice,
    language,
    rate: settings.rate * (adjustments.rate ?? 1),
    pitch: settings.pitch + (adjustments.pitch ?? 0),
    ...(adjustments.signal ? { signal: adjustments.signal } : {}),
  };
}

/** Speaks text with a public voice on the engine it names. */
export function synthesizeWithVoice(
  engines: SpeechEngines,
  voice: PublicVoice,
  text: string,
  adjustments: VoiceAdjustments = {},
): Promise<SpeechSynthesisResult> {
  return synthesizeWithSettings(engines, voice.engine, text, voice.language, adjustments);
}

/** Speaks text with embedded engine settings; `language` is a languages.json value or BCP 47 tag. */
export async function synthesizeWithSettings(
  engines: SpeechEngines,
  settings: VoiceEngineSettings,
  text: string,
  language: string,
  adjustments: VoiceAdjustments = {},
): Promise<SpeechSynthesisResult> {
  const engine = engines[settings.name];
  if (!engine) throw new SpeechEngineError(`No ${settings.name} engine is configured`, settings.name);
  return engine.synthesize(createSynthesisRequest(settings, text, language, adjustments));
}
