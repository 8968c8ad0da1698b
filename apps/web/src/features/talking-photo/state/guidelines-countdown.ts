/** Spec §9: the photo guidelines' confirm button waits this long after the dialog opens. */
export const GUIDELINES_COUNTDOWN_MS = 5000;

/** Whole seconds before confirm is allowed, rounded up: 5 at opening, 0 exactly when the wait is over. */
export function guidelinesSecondsLeft(openedAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((openedAtMs + GUIDELINES_COUNTDOWN_MS - nowMs) / 1000));
}
