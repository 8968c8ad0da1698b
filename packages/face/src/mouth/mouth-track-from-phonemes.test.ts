import { EspeakNgEngine } from '@talkreel/speech';
import { afterAll, describe, expect, it } from 'vitest';
import { mouthPoseAt } from './mouth-pose.ts';
import { frameEnvelope, frameLoudness, frameOpenings, openingLagMs, pearson, speak, speakWithPause } from './mouth-speech.fixture.ts';
import { minCueMs } from './mouth-timing.ts';
import { mouthTrackFromPhonemes } from './mouth-track-from-phonemes.ts';

const engine = new EspeakNgEngine();
afterAll(() => engine.close());

describe('mouthTrackFromPhonemes', () => {
  it('opens with the loudness, closes through a 1 s pause and never holds a shape under 70 ms', async () => {
    const clip = await speakWithPause(engine);
    const track = mouthTrackFromPhonemes(clip.phonemes, clip.pcm);
    expect(track.source).toBe('phonemes');
    expect(track.cues[0]?.startMs).toBe(0);
    expect(track.cues.at(-1)?.endMs).toBeCloseTo(clip.durationMs, 3);
    for (const [index, cue] of track.cues.entries()) {
      expect(cue.endMs - cue.startMs).toBeGreaterThanOrEqual(minCueMs);
      if (index > 0) expect(cue.startMs).toBe(track.cues[index - 1]?.endMs);
      if (index > 0) expect(cue.shape).not.toBe(track.cues[index - 1]?.shape);
    }
    const loudness = frameLoudness(clip.pcm);
    const openings = frameOpenings(track, loudness.length);
    const withEnvelope = pearson(openings, frameEnvelope(track, loudness.length));
    const withSamples = pearson(openings, loudness);
    console.log(`phonemes: r(open, envelope) = ${withEnvelope.toFixed(3)}, r(open, 40 ms RMS) = ${withSamples.toFixed(3)}, ${track.cues.length} cues`);
    expect(withEnvelope).toBeGreaterThanOrEqual(0.6);
    expect(withSamples).toBeGreaterThanOrEqual(0.6);
    const lagMs = openingLagMs(track, clip.pcm);
    console.log(`phonemes: the jaw follows the loudness best shifted by ${lagMs} ms`);
    expect(lagMs).toBeLessThanOrEqual(0);
    expect(lagMs).toBeGreaterThanOrEqual(-60);
    for (let timeMs = clip.pauseStartMs + 100; timeMs <= clip.pauseEndMs - 100; timeMs += 10) expect(mouthPoseAt(track, timeMs).open).toBe(0);
    const openDuringSpeech = openings.filter((open) => open > 0.3).length;
    expect(openDuringSpeech).toBeGreaterThan(10);
  });

  it('presses the lips (A) for each bilabial of "Bob bought maps", within 60 ms of the sound', async () => {
    const clip = await speak(engine, 'Bob bought maps.');
    const track = mouthTrackFromPhonemes(clip.phonemes, clip.pcm);
    const groups: { startMs: number; endMs: number }[] = [];
    for (const phoneme of clip.phonemes) {
      if (!['b', 'p', 'm'].includes(phoneme.symbol)) continue;
      const last = groups.at(-1);
      if (last && phoneme.startMs - last.endMs < 1) last.endMs = phoneme.endMs;
      else groups.push({ startMs: phoneme.startMs, endMs: phoneme.endMs });
    }
    expect(groups.length).toBe(4);
    const pressed = track.cues.filter((cue) => cue.shape === 'A');
    for (const group of groups) {
      const cue = pressed.find((candidate) => Math.abs(candidate.startMs - group.startMs) <= 60);
      console.log(`bilabial ${group.startMs.toFixed(0)}–${group.endMs.toFixed(0)} ms → A cue ${cue?.startMs}–${cue?.endMs} ms`);
      expect(cue).toBeDefined();
      expect(Math.abs((cue?.endMs ?? 0) - group.endMs)).toBeLessThanOrEqual(60);
      expect(mouthPoseAt(track, (group.startMs + group.endMs) / 2).press).toBeGreaterThan(0.9);
    }
    expect(pressed.length).toBe(groups.length);
  });

  it('animates Mandarin from eSpeak NG phonemes, tone marks and all', async () => {
    const clip = await speak(engine, '你好，今天天气很好。', 'cmn');
    const track = mouthTrackFromPhonemes(clip.phonemes, clip.pcm);
    const shapes = new Set(track.cues.map((cue) => cue.shape));
    expect(track.cues.length).toBeGreaterThan(5);
    expect(shapes.has('X')).toBe(true);
    expect([...shapes].filter((shape) => shape !== 'X').length).toBeGreaterThanOrEqual(3);
  });
});
