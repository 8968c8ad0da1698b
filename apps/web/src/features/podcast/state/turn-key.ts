let lastTurnKey = 0;

/** A key for a turn, unique on this page (a counter: crypto.randomUUID needs a secure context, which a self-hosted http address is not). */
export function createTurnKey(): string {
  lastTurnKey += 1;
  return `turn-${lastTurnKey}`;
}
