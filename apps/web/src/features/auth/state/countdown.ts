/**
 * Whole seconds left until `deadlineMs`, rounded up so the button shows
 * 'Retrieve(60s)' at once and enables exactly when the wait is over.
 */
export function secondsUntil(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}
