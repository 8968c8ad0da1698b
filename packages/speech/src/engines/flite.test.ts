import { afterAll, describe, expect, it } from 'vitest';
import { estimatePitch } from '../audio/pitch.ts';
import { semitonesBetween, summarizePitch } from '../audio/pitch-summary.ts';
import { decodeWav } from '../audio/wav.ts';
import { SpeechEngineError } from '../speech-engine.ts';
import { FliteEngine } from './flite.ts';

const engine = new FliteEngine();
afterAll(() => engine.close());
const text = 'Flite reads this sentence, and then it reads 42 more words on March 5th, 2024.';

describe('FliteEngine', () => {
  it('lists its four English voices', async () => {
    expect((await engine.listVoices()).map((voice) => voice.id)).toEqual(['slt', 'rms', 'awb', 'kal16']);
  });

  it('times every word from phones aligned to per-word pronunciations, in IPA', async () => {
    const result = await engine.synthesize({ text, voice: 'slt' });
    expect(result.words.map((word) => word.text)).toEqual([
      'Flite',
      'reads',
      'this',
      'sentence',
      'and',
      'then',
      'it',
      'reads',
      '42',
      'more',
      'words',
      'on',
      'March',
      '5th',
      '2024',
    ]);
    const year = result.words.at(-1) as { startMs: number; endMs: number };
    const reads = result.words[1] as { startMs: number; endMs: number };
    // "twenty twenty four" is long, "reads" is short: a proportional split would not give this.
    expect(year.endMs - year.startMs).toBeGreaterThan(2 * (reads.endMs - reads.startMs));
    expect(result.phonemes.slice(0, 4).map((phoneme) => phoneme.symbol)).toEqual(['f', 'l', 'aɪ', 't']);
  });

  it('raises the slt voice by the requested semitones', async () => {
    const base = await engine.synthesize({ text, voice: 'slt' });
    const raised = await engine.synthesize({ text, voice: 'slt', pitch: 3 });
    const shift = semitonesBetween(
      summarizePitch(estimatePitch(decodeWav(base.audio))).medianHz,
      summarizePitch(estimatePitch(decodeWav(raised.audio))).medianHz,
    );
    expect(shift).toBeGreaterThan(2.3);
    expect(shift).toBeLessThan(3.7);
  });

  it('keeps working across many calls with the awb voice (the process that once crashed)', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, (_, index) => engine.synthesize({ text: `Call number ${index + 1}. ${text}`, voice: 'awb' })));
    for (const result of results) expect(result.durationMs).toBeGreaterThan(3000);
  });

  it('rejects an unknown voice and an aborted request', async () => {
    await expect(engine.synthesize({ text, voice: 'kal' })).rejects.toThrow(SpeechEngineError);
    await expect(engine.synthesize({ text, voice: 'slt', signal: AbortSignal.abort() })).rejects.toThrow('aborted');
  });
});
