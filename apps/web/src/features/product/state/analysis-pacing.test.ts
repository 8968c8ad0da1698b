import { describe, expect, it } from 'vitest';
import {
  ANALYSIS_STEP_MS,
  MARKETPLACE_EXTRA_STEP_MS,
  MIN_ANALYSIS_LOADER_MS,
  analysisOverlayOf,
  analysisStepMsFor,
  isMarketplaceUrl,
  remainingLoaderMs,
} from './analysis-pacing.ts';

const STEP_MS = 400;
const at = (step: number, changes: Partial<Parameters<typeof analysisOverlayOf>[0]> = {}) =>
  analysisOverlayOf({ elapsedMs: step * STEP_MS, stepMs: STEP_MS, realProgress: 0, realStage: '', isDone: false, ...changes });

describe('analysisOverlayOf (site §4, §9)', () => {
  it('moves the bar 3 percent a step and holds it at 99 until the record is ready', () => {
    expect(at(0).percent).toBe(0);
    expect(at(1).percent).toBe(3);
    expect(at(10).percent).toBe(30);
    expect(at(32).percent).toBe(96);
    expect(at(33).percent).toBe(99);
    expect(at(45).percent).toBe(99);
    expect(at(400).percent).toBe(99);
    expect(at(2, { isDone: true }).percent).toBe(100);
  });

  it('counts whole steps only', () => {
    expect(analysisOverlayOf({ elapsedMs: STEP_MS - 1, stepMs: STEP_MS, realProgress: 0, realStage: '', isDone: false }).percent).toBe(0);
    expect(analysisOverlayOf({ elapsedMs: STEP_MS * 2 + 399, stepMs: STEP_MS, realProgress: 0, realStage: '', isDone: false }).percent).toBe(6);
  });

  it('never shows less than the server’s own progress, nor 100 before it is done', () => {
    expect(at(2, { realProgress: 40 }).percent).toBe(40);
    expect(at(20, { realProgress: 40 }).percent).toBe(60);
    expect(at(2, { realProgress: 100 }).percent).toBe(99);
    expect(at(2, { realProgress: -5 }).percent).toBe(6);
  });

  it('cycles the three messages, 15 steps each, while the server names no stage', () => {
    expect([0, 14, 15, 29, 30, 44, 45, 60].map((step) => at(step).messageIndex)).toEqual([0, 0, 1, 1, 2, 2, 0, 1]);
  });

  it('follows the server’s stage when it names one', () => {
    expect(at(0, { realStage: 'media' }).messageIndex).toBe(2);
    expect(at(40, { realStage: 'title' }).messageIndex).toBe(0);
    expect(at(20, { realStage: 'description' }).messageIndex).toBe(1);
    expect(at(20, { realStage: 'queued' }).messageIndex).toBe(1);
  });

  it('ends on the media message with the full bar, whatever the step or the record’s final stage', () => {
    expect(at(20, { realStage: 'done', realProgress: 100, isDone: true })).toEqual({ percent: 100, messageIndex: 2 });
    expect(at(2, { realStage: 'title', isDone: true }).messageIndex).toBe(2);
  });
});

describe('the marketplace delay (site §9)', () => {
  it('knows temu, shopee and lazada by a host label, not by any text', () => {
    expect(isMarketplaceUrl('https://www.temu.com/goods.html?id=1')).toBe(true);
    expect(isMarketplaceUrl('https://shopee.co.id/product/1/2')).toBe(true);
    expect(isMarketplaceUrl('https://www.lazada.com.my/products/i1.html')).toBe(true);
    expect(isMarketplaceUrl('https://www.artemus.com/temu')).toBe(false);
    expect(isMarketplaceUrl('not a link')).toBe(false);
  });

  it('gives marketplace links 800 ms more a step', () => {
    expect(analysisStepMsFor('https://shop.example.com/mug')).toBe(ANALYSIS_STEP_MS);
    expect(analysisStepMsFor('https://www.temu.com/goods.html')).toBe(ANALYSIS_STEP_MS + MARKETPLACE_EXTRA_STEP_MS);
    expect(MARKETPLACE_EXTRA_STEP_MS).toBe(800);
  });
});

describe('remainingLoaderMs', () => {
  it('keeps the overlay up for at least 500 ms in all', () => {
    expect(MIN_ANALYSIS_LOADER_MS).toBe(500);
    expect(remainingLoaderMs(1_000, 1_000)).toBe(500);
    expect(remainingLoaderMs(1_000, 1_320)).toBe(180);
    expect(remainingLoaderMs(1_000, 1_500)).toBe(0);
    expect(remainingLoaderMs(1_000, 9_000)).toBe(0);
  });
});
