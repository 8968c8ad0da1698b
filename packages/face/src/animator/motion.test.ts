import { describe, expect, it } from 'vitest';
import { createMotion } from './motion.ts';

const degree = Math.PI / 180;

function sample(seed: number, durationMs: number, options?: Parameters<typeof createMotion>[2], envelope?: Parameters<typeof createMotion>[1]) {
  const motion = createMotion(seed, envelope, options);
  return Array.from({ length: durationMs / 10 }, (_, index) => motion.headPoseAt(index * 10));
}

/** Start times and lengths (ms) of blinks: runs where the lids are at least half closed. */
function findBlinks(blinks: number[]): { startMs: number; lengthMs: number }[] {
  const found: { startMs: number; lengthMs: number }[] = [];
  blinks.forEach((value, index) => {
    if (value < 0.05) return;
    const last = found[found.length - 1];
    if (last && index * 10 - (last.startMs + last.lengthMs) <= 10) last.lengthMs = index * 10 - last.startMs + 10;
    else found.push({ startMs: index * 10, lengthMs: 10 });
  });
  return found;
}

describe('createMotion', () => {
  it('is the same motion for the same seed and another for another seed', () => {
    expect(sample(4, 5000)).toEqual(sample(4, 5000));
    expect(sample(5, 5000)).not.toEqual(sample(4, 5000));
  });

  it('blinks every 2–6 s for 150–250 ms, now and then twice in a row', () => {
    const blinks = findBlinks(sample(21, 120_000).map((pose) => pose.blink));
    expect(blinks.length).toBeGreaterThanOrEqual(20);
    expect(blinks.length).toBeLessThanOrEqual(70);
    for (const blink of blinks) expect(blink.lengthMs).toBeGreaterThanOrEqual(130);
    for (const blink of blinks) expect(blink.lengthMs).toBeLessThanOrEqual(260);
    const gapsMs = blinks.slice(1).map((blink, index) => blink.startMs - blinks[index]!.startMs);
    expect(Math.max(...gapsMs)).toBeLessThanOrEqual(6300);
    expect(gapsMs.filter((gap) => gap < 1000).length).toBeGreaterThan(0);
  });

  it('sways the head a few degrees at most, breathes at about 0.25 Hz, and holds still when head motion is off', () => {
    const poses = sample(8, 30_000);
    expect(Math.max(...poses.map((pose) => Math.abs(pose.yaw)))).toBeLessThanOrEqual(3 * degree);
    expect(Math.max(...poses.map((pose) => Math.abs(pose.yaw)))).toBeGreaterThan(0.8 * degree);
    expect(Math.max(...poses.map((pose) => Math.abs(pose.roll)))).toBeLessThanOrEqual(2 * degree);
    const breaths = poses.filter((pose, index) => index > 0 && pose.breath > 0.003 && poses[index - 1]!.breath <= 0.003).length;
    expect(breaths).toBeGreaterThanOrEqual(6);
    expect(breaths).toBeLessThanOrEqual(9);
    const still = sample(8, 10_000, { headMotion: false });
    expect(still.every((pose) => pose.yaw === 0 && pose.pitch === 0 && pose.roll === 0 && pose.shiftX === 0 && pose.breath === 0)).toBe(true);
    expect(still.some((pose) => pose.blink > 0.9)).toBe(true);
  });

  it('sways a listener (a silent envelope) half as wide as a speaker, blinking and breathing the same', () => {
    const speaking = sample(8, 10_000, {}, { values: Array.from({ length: 1000 }, (_, index) => 0.3 + 0.2 * Math.sin(index / 7)), stepMs: 10 });
    const listening = sample(8, 10_000, {}, { values: new Array<number>(1000).fill(0), stepMs: 10 });
    listening.forEach((pose, index) => {
      expect(pose.yaw).toBeCloseTo(speaking[index]!.yaw / 2, 10);
      expect(pose.roll).toBeCloseTo(speaking[index]!.roll / 2, 10);
      expect(pose.shiftX).toBeCloseTo(speaking[index]!.shiftX / 2, 10);
      expect(pose.blink).toBe(speaking[index]!.blink);
      expect(pose.breath).toBe(speaking[index]!.breath);
    });
  });

  it('nods on the loud peaks of speech', () => {
    const values = Array.from({ length: 600 }, (_, index) => (index === 250 ? 1 : 0.3 * (index % 20 < 10 ? 1 : 0)));
    for (let index = 240; index <= 260; index += 1) values[index] = 1 - Math.abs(index - 250) / 20;
    const withSpeech = sample(3, 6000, {}, { values, stepMs: 10 });
    const without = sample(3, 6000);
    // The nod peaks about 130 ms after the loudness peak (2.5 s).
    const nod = withSpeech[263]!.pitch - without[263]!.pitch;
    expect(nod).toBeGreaterThan(1 * degree);
    expect(withSpeech[100]!.pitch).toBe(without[100]!.pitch);
  });
});
