import { afterAll, describe, expect, it } from 'vitest';
import { estimatePitch } from '../audio/pitch.ts';
import { semitonesBetween, summarizePitch } from '../audio/pitch-summary.ts';
import { decodeWav } from '../audio/wav.ts';
import { SpeechEngineError } from '../speech-engine.ts';
import { EspeakNgEngine } from './espeak-ng.ts';

const engine = new EspeakNgEngine();
afterAll(() => engine.close());
const text = 'We measure how this voice sounds, and how fast it speaks today.';

async function medianPitchHz(voice: string, pitch = 0): Promise<number> {
  const result = await engine.synthesize({ text, voice, pitch });
  return summarizePitch(estimatePitch(decodeWav(result.audio))).medianHz;
}

describe('EspeakNgEngine', () => {
  it('lists over 100 voices across languages, Mandarin, Arabic and Hindi among them', async () => {
    const voices = await engine.listVoices();
    expect(voices.length).toBeGreaterThan(100);
    const locales = await engine.listLocales();
    for (const locale of ['cmn', 'ar', 'hi', 'ja', 'pt-br', 'en-gb']) expect(locales).toContain(locale);
  });

  it('shifts pitch by the requested semitones, within a semitone', async () => {
    const base = await medianPitchHz('en-us+m3');
    const raised = await medianPitchHz('en-us+m3', 4);
    const lowered = await medianPitchHz('en-us+m3', -3);
    expect(semitonesBetween(base, raised)).toBeGreaterThan(3);
    expect(semitonesBetween(base, raised)).toBeLessThan(5);
    expect(semitonesBetween(base, lowered)).toBeLessThan(-2);
    expect(semitonesBetween(base, lowered)).toBeGreaterThan(-4);
  });

  it('speaks faster at a higher rate and accepts language tags that name no voice file (en-gb)', async () => {
    const normal = await engine.synthesize({ text, voice: 'en-gb' });
    const fast = await engine.synthesize({ text, voice: 'en-gb', rate: 1.5 });
    expect(fast.durationMs / normal.durationMs).toBeLessThan(0.8);
    expect(fast.words.length).toBe(normal.words.length);
  });

  it('gives female variants a higher voice than male ones', async () => {
    expect(semitonesBetween(await medianPitchHz('de+m3'), await medianPitchHz('de+f3'))).toBeGreaterThan(6);
  });

  it('rejects bad requests with a SpeechEngineError', async () => {
    await expect(engine.synthesize({ text: '   ...  ', voice: 'en-us' })).rejects.toThrow(SpeechEngineError);
    await expect(engine.synthesize({ text, voice: 'en-us', rate: 5 })).rejects.toThrow('rate must be between');
    await expect(engine.synthesize({ text, voice: 'xx-nope' })).rejects.toThrow('no voice "xx-nope"');
    await expect(engine.synthesize({ text, voice: 'en-us; rm -rf' })).rejects.toThrow('not an eSpeak NG voice name');
  });

  it('aligns another voice reading the same text to within 100 ms per word on average', async () => {
    const sentence = 'The committee reviewed the annual budget in great detail. After a long debate, they approved the plan.';
    const truth = await engine.synthesize({ text: sentence, voice: 'en-gb+m7', rate: 1.2, pitch: -2 });
    const aligned = await engine.alignWords(decodeWav(truth.audio), sentence, 'english');
    expect(aligned.map((word) => word.text)).toEqual(truth.words.map((word) => word.text));
    const errors = aligned.map((word, index) => Math.abs(word.startMs - (truth.words[index]?.startMs ?? 0)));
    expect(errors.reduce((sum, error) => sum + error, 0) / errors.length).toBeLessThan(100);
  });
});
