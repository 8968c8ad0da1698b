import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { CpuPool } from '@talkreel/platform';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeAudio } from '../audio/decode-audio.ts';
import { encodeAudio } from '../audio/encode-audio.ts';
import { semitonesBetween } from '../audio/pitch-summary.ts';
import { decodeWav } from '../audio/wav.ts';
import { loadVoiceCatalogue } from '../catalogue/load-voice-catalogue.ts';
import { createSpeechEngines } from '../create-speech-engines.ts';
import { synthesizeWithSettings } from '../speak/synthesize-with-voice.ts';
import { matchVoice } from './match-voice.ts';

const catalogue = loadVoiceCatalogue();
const cpuPool = new CpuPool({ maxThreads: 1 });
const speech = createSpeechEngines({}, { cpuPool });
afterAll(async () => {
  await speech.close();
  await cpuPool.close();
});
const speakerText = 'Ich erzähle heute eine kurze Geschichte über einen alten Leuchtturm am Meer, der jede Nacht sein Licht über die Wellen schickt.';

/** An "uploaded recording": a speaker unlike any catalogue voice, through MP3 and back as an upload would be. */
async function record(voice: string, pitch: number, rate: number) {
  const spoken = await speech.engines['espeak-ng']?.synthesize({ text: speakerText, voice, pitch, rate, language: 'german' });
  if (!spoken) throw new Error('no eSpeak NG engine');
  return decodeAudio(await encodeAudio(decodeWav(spoken.audio), 'mp3'));
}

describe('matchVoice', () => {
  it('matches a low, fast male speaker to a male voice and tunes it toward his pitch and pace', async () => {
    const recording = await record('de+m1', -2.5, 1.3);
    const match = await matchVoice({ recording, language: 'german', candidates: catalogue.voices, engines: speech.engines });
    expect(match.voice.gender).toBe('male');
    expect(Math.abs(semitonesBetween(match.recording.medianPitchHz, match.tuned.medianPitchHz))).toBeLessThan(1.5);
    expect(match.engine.rate).toBeGreaterThan(match.voice.engine.rate);
    expect(match.recording.speakingRateSyllablesPerSecond).toBeGreaterThan(3);
    expect(match.recording.brightnessHz).toBeGreaterThan(300);
    const sample = await synthesizeWithSettings(speech.engines, match.engine, speakerText, 'german');
    const directory = fileURLToPath(new URL('../../../../.test-artifacts/speech/', import.meta.url));
    await mkdir(directory, { recursive: true });
    await writeFile(`${directory}voice-match-german-male.wav`, sample.audio);
  });

  it('matches a high, slow female speaker to a female voice with a slower rate', async () => {
    const recording = await record('de+f2', 3, 0.85);
    const fractions: number[] = [];
    const match = await matchVoice({
      recording,
      language: 'german',
      candidates: catalogue.voices,
      engines: speech.engines,
      cpuPool,
      onProgress: (fraction) => fractions.push(fraction),
    });
    expect(match.voice.gender).toBe('female');
    // One report per measurement: the recording, every German candidate, the tuned voice.
    expect(fractions).toHaveLength(catalogue.voices.filter((voice) => voice.language === 'german').length + 2);
    expect(fractions.every((fraction, index) => index === 0 || fraction > fractions[index - 1]!)).toBe(true);
    expect(fractions.at(-1)).toBe(1);
    expect(Math.abs(semitonesBetween(match.recording.medianPitchHz, match.tuned.medianPitchHz))).toBeLessThan(1.5);
    expect(match.engine.rate).toBeLessThan(match.voice.engine.rate);
  });

  it('refuses a language without embedded voices, and stops once aborted', async () => {
    const recording = await record('de+f2', 0, 1);
    const aborted = new AbortController();
    aborted.abort();
    await expect(
      matchVoice({ recording, language: 'german', candidates: catalogue.voices, engines: speech.engines, signal: aborted.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    await expect(matchVoice({ recording, language: 'klingon', candidates: catalogue.voices, engines: speech.engines })).rejects.toThrow('No embedded voice');
  });
});
