/** Label steps the ruler picks from, ms: fine enough for frames when zoomed in, minutes when zoomed out. */
const labelStepsMs = [100, 200, 500, 1_000, 2_000, 5_000, 10_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000] as const;

/** How many minor ticks each label step is cut into. */
const minorDivisions: Record<number, number> = { 100: 2, 200: 2, 500: 5, 2_000: 4, 15_000: 3, 120_000: 4 };

/** Labels closer than this overlap (`10:00` is about 30 px at 11 px type). */
export const minLabelSpacingPx = 72;

export interface TickStep {
  /** Distance between labelled ticks, ms. */
  labelMs: number;
  /** Distance between unlabelled ticks, ms (divides `labelMs`). */
  minorMs: number;
}

/** The finest label step that keeps labels at least `minLabelSpacingPx` apart at this zoom (pixels per second of time). */
export function chooseTickStep(pxPerSecond: number): TickStep {
  const labelMs = labelStepsMs.find((stepMs) => (stepMs / 1000) * pxPerSecond >= minLabelSpacingPx) ?? labelStepsMs.at(-1)!;
  return { labelMs, minorMs: labelMs / (minorDivisions[labelMs] ?? 5) };
}
