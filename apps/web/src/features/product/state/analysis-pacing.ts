import { productMarketplaceHosts } from '@talkreel/contract';

/** Site §9: the overlay's bar moves over 45 steps of 3 percent each. */
export const ANALYSIS_STEP_COUNT = 45;
export const ANALYSIS_PERCENT_PER_STEP = 3;
/** One step of the bar on an ordinary shop, ms. */
export const ANALYSIS_STEP_MS = 400;
/** Site §9: marketplaces (temu, shopee, lazada) answer slowly; each step waits this much longer there, ms. */
export const MARKETPLACE_EXTRA_STEP_MS = 800;
/** Site §4, §9: the overlay stays at least this long, so a quick answer does not flash it, ms. */
export const MIN_ANALYSIS_LOADER_MS = 500;
/** The record is read this often while the server analyses the page, ms. */
export const ANALYSIS_POLL_INTERVAL_MS = 700;
/** The stages the server names while it works, in the order of the spec's three messages. */
export const ANALYSIS_STAGES = ['title', 'description', 'media'] as const;

/** Never 100 before the record says it is ready: the bar claims completion only when it is complete. */
const MAX_PERCENT_BEFORE_DONE = 99;
/** The three messages share the 45 steps: each shows for 15 before the next. */
const STEPS_PER_MESSAGE = ANALYSIS_STEP_COUNT / ANALYSIS_STAGES.length;

export type AnalysisMessageIndex = 0 | 1 | 2;

/** True for links on the spec's marketplaces: a host label is temu, shopee or lazada (www.temu.com, shopee.co.id, lazada.com.my). */
export function isMarketplaceUrl(link: string): boolean {
  try {
    const labels = new URL(link).hostname.toLowerCase().split('.');
    return productMarketplaceHosts.some((host) => labels.includes(host));
  } catch {
    return false;
  }
}

/** How long one step of the bar takes for this link, ms. */
export function analysisStepMsFor(link: string): number {
  return ANALYSIS_STEP_MS + (isMarketplaceUrl(link) ? MARKETPLACE_EXTRA_STEP_MS : 0);
}

export interface AnalysisOverlayInput {
  /** Since the overlay appeared, ms. */
  elapsedMs: number;
  stepMs: number;
  /** The record's own `progress` (0–100), 0 before the first answer. */
  realProgress: number;
  /** The record's own `stage` ('title' | 'description' | 'media'), '' when it names none. */
  realStage: string;
  isDone: boolean;
}

export interface AnalysisOverlay {
  percent: number;
  /** Which of 'URL Title analyzing...', 'URL Description analyzing...', 'URL Media analyzing...' shows. */
  messageIndex: AnalysisMessageIndex;
}

/**
 * What the overlay shows at a moment (site §4, §9). The paced bar advances
 * 3 percent a step for 45 steps, and the server's real progress is its floor:
 * whichever is further shows, held at 99 until the record is ready. The
 * message follows the server's stage when it names one; otherwise the three
 * messages take turns, 15 steps each, and cycle while the wait goes on.
 * Done, the bar is full under the last message (media).
 */
export function analysisOverlayOf({ elapsedMs, stepMs, realProgress, realStage, isDone }: AnalysisOverlayInput): AnalysisOverlay {
  const step = Math.max(0, Math.floor(elapsedMs / Math.max(1, stepMs)));
  const pacedPercent = Math.min(step, ANALYSIS_STEP_COUNT) * ANALYSIS_PERCENT_PER_STEP;
  const floorPercent = Math.max(0, Math.min(100, Math.round(realProgress)));
  const percent = isDone ? 100 : Math.min(MAX_PERCENT_BEFORE_DONE, Math.max(pacedPercent, floorPercent));
  const stageIndex = ANALYSIS_STAGES.indexOf(realStage as (typeof ANALYSIS_STAGES)[number]);
  const pacedIndex = Math.floor(step / STEPS_PER_MESSAGE) % ANALYSIS_STAGES.length;
  // Done: the last stage's message stays with the full bar (the record's stage is 'done' by then, not one of the three).
  const messageIndex = (isDone ? ANALYSIS_STAGES.length - 1 : stageIndex >= 0 ? stageIndex : pacedIndex) as AnalysisMessageIndex;
  return { percent, messageIndex };
}

/** How much longer the overlay must stay so that it shows for at least 500 ms in all, ms. */
export function remainingLoaderMs(shownAtMs: number, nowMs: number): number {
  return Math.max(0, MIN_ANALYSIS_LOADER_MS - (nowMs - shownAtMs));
}
