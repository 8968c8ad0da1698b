import { SpeechEngineError, synthesizeWithStoredEngine, type SpeechSynthesisResult } from '@talkreel/speech';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';

/**
 * Speaks with a stored voice's engine settings on an HTTP path: a voice
 * whose engine this server lacks (a clone made while ElevenLabs was
 * configured) is the caller's to change, so it answers 40000 saying so,
 * not a 50000.
 */
export async function synthesizeForRequest(context: AppContext, storedEngine: unknown, language: string, text: string): Promise<SpeechSynthesisResult> {
  try {
    return await synthesizeWithStoredEngine(context.speech.engines, storedEngine, language, text);
  } catch (error) {
    if (error instanceof SpeechEngineError && !context.speech.engines[error.engine]) {
      throw ApiError.invalidInput(`This voice needs the ${error.engine} speech service, which this server does not have: pick another voice`);
    }
    throw error;
  }
}
