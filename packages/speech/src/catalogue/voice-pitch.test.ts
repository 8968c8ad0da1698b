import { afterAll, describe, expect, it } from 'vitest';
import { estimatePitch } from '../audio/pitch.ts';
import { semitonesBetween, summarizePitch } from '../audio/pitch-summary.ts';
import { decodeWav } from '../audio/wav.ts';
import { createSpeechEngines } from '../create-speech-engines.ts';
import { synthesizeWithVoice } from '../speak/synthesize-with-voice.ts';
import { getLanguage } from './languages.ts';
import { loadVoiceCatalogue } from './load-voice-catalogue.ts';
import type { PublicVoice } from './voice-schema.ts';

const catalogue = loadVoiceCatalogue();
const speech = createSpeechEngines();
afterAll(() => speech.close());
const ageOrder = ['senior', 'adult', 'young adult'] as const;

async function measure(voices: readonly PublicVoice[]): Promise<Map<string, number>> {
  const medians = new Map<string, number>();
  for (const voice of voices) {
    const result = await synthesizeWithVoice(speech.engines, voice, getLanguage(voice.language).sample_text);
    medians.set(voice.id, summarizePitch(estimatePitch(decodeWav(result.audio))).medianHz);
  }
  return medians;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Measured on each voice's preview (its language's sample sentence), as a listener first hears it. */
describe.each(['english', 'chinese', 'arabic', 'hindi'])('voices of %s differ by gender and age in measured median pitch', (language) => {
  it('puts every female voice at least 2 semitones above every male voice, and orders ages per engine by at least 1 semitone', async () => {
    const voices = catalogue.voices.filter((voice) => voice.language === language);
    const medians = await measure(voices);
    const pitchOf = (voice: PublicVoice) => medians.get(voice.id) as number;
    const lowestFemale = Math.min(...voices.filter((voice) => voice.gender === 'female').map(pitchOf));
    const highestMale = Math.max(...voices.filter((voice) => voice.gender === 'male').map(pitchOf));
    expect(semitonesBetween(highestMale, lowestFemale)).toBeGreaterThan(2);
    for (const gender of ['female', 'male'] as const) {
      for (const engine of ['espeak-ng', 'flite'] as const) {
        const byAge = ageOrder
          .map((age) => voices.filter((voice) => voice.gender === gender && voice.engine.name === engine && voice.age === age).map(pitchOf))
          .filter((pitches) => pitches.length > 0)
          .map(mean);
        for (let index = 1; index < byAge.length; index++) {
          expect(semitonesBetween(byAge[index - 1] as number, byAge[index] as number), `${gender} ${engine} ages`).toBeGreaterThan(1);
        }
      }
    }
  });
});
