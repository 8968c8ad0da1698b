import { SpeechEngineError, type SpeechSynthesisRequest } from '../speech-engine.ts';

/** Limits every engine accepts; cloud adapters map them onto their own scales. */
export const minRate = 0.5;
export const maxRate = 2;
export const maxPitchSemitones = 12;
/** Longest text one call takes: the podcast limit of about 30 minutes of speech. */
export const maxTextChars = 40_000;

/** Rate and pitch with defaults applied; throws a SpeechEngineError for text or values out of range. */
export function readSynthesisOptions(request: SpeechSynthesisRequest, engine: string): { rate: number; pitchSemitones: number } {
  if (!/[\p{L}\p{N}]/u.test(request.text)) throw new SpeechEngineError('The text has nothing to say', engine);
  if (request.text.length > maxTextChars) throw new SpeechEngineError(`The text is longer than ${maxTextChars} characters`, engine);
  const rate = request.rate ?? 1;
  const pitchSemitones = request.pitch ?? 0;
  if (!(rate >= minRate && rate <= maxRate)) throw new SpeechEngineError(`rate must be between ${minRate} and ${maxRate}`, engine);
  if (!(Math.abs(pitchSemitones) <= maxPitchSemitones)) {
    throw new SpeechEngineError(`pitch must be between -${maxPitchSemitones} and ${maxPitchSemitones} semitones`, engine);
  }
  return { rate, pitchSemitones };
}
