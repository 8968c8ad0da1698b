/** Where the original speech of one segment was, ms on the video's timeline. */
export interface DubSlot {
  id: string;
  startMs: number;
  endMs: number;
}

/** A slot and the length of its synthesised translation. */
export interface FitInput extends DubSlot {
  speechMs: number;
}

/** Where a dub is placed and how much it is sped up. */
export interface FittedSegment {
  id: string;
  startMs: number;
  /** The dub is cut here: speechMs / stretch fits between startMs and endMs unless `fits` is false. */
  endMs: number;
  /** Speed-up factor to apply (≥ 1); 1 means none. */
  stretch: number;
  /** How far the sped-up dub would still pass its slot end + allowance; 0 when it fits. */
  overrunMs: number;
  /** The whole dub ends within its slot end + 10 % of the slot's length. */
  fits: boolean;
}

export interface FitOptions {
  /** Largest speed-up, 1.3 unless set. */
  maxStretch?: number;
  /** The video's length: no dub passes it. */
  totalMs: number;
  /** Silence kept between consecutive dubs, 80 ms unless set. */
  minGapMs?: number;
}

export const defaultMaxStretch = 1.3;
export const defaultMinGapMs = 80;
/** A dub fits when it ends within its slot end plus this share of the slot's length. */
export const slotAllowanceShare = 0.1;

/** Stretch factors carry four decimals, rounded up so the sped-up dub never outgrows its window. */
function roundStretchUp(stretch: number): number {
  return Math.ceil(stretch * 10_000 - 1e-6) / 10_000;
}

/** The slot end plus its allowance: where a fitting dub must have ended. */
export function fitLimitMs(slot: DubSlot): number {
  return slot.endMs + slotAllowanceShare * Math.max(0, slot.endMs - slot.startMs);
}

/**
 * Places each dub in time order. Its window runs from the end of the
 * previous placed dub + minGap to the earlier of its fit limit (slot end +
 * 10 %) and the next slot's start − minGap (never past totalMs). The dub
 * keeps its slot's start and borrows silence after the slot up to that end;
 * when that is not enough it starts earlier, borrowing the silence before
 * the slot; when even the whole window is too short it is sped up, by at
 * most maxStretch. A dub that still does not fit is sped up by maxStretch,
 * starts at the window's start and may run on into the silence before the
 * next slot; it is cut there (`fits` false, `overrunMs` says by how much it
 * passes its fit limit). Dubs never overlap and keep minGap between them.
 * The result is in the order of the inputs.
 */
export function planSegmentFit(inputs: readonly FitInput[], options: FitOptions): FittedSegment[] {
  const maxStretch = options.maxStretch ?? defaultMaxStretch;
  const minGapMs = options.minGapMs ?? defaultMinGapMs;
  const totalMs = Math.max(0, Math.floor(options.totalMs));
  if (!(maxStretch >= 1)) throw new RangeError(`maxStretch must be at least 1, got ${maxStretch}`);
  if (!(minGapMs >= 0)) throw new RangeError(`minGapMs must not be negative, got ${minGapMs}`);
  for (const input of inputs) {
    if (![input.startMs, input.endMs, input.speechMs].every(Number.isFinite) || input.speechMs < 0 || input.endMs < input.startMs) {
      throw new RangeError(`segment ${input.id}: needs finite times, endMs ≥ startMs and speechMs ≥ 0`);
    }
  }
  const order = inputs.map((_, index) => index).sort((a, b) => inputs[a]!.startMs - inputs[b]!.startMs || a - b);
  const placed = new Array<FittedSegment>(inputs.length);
  let previousEndMs: number | null = null;
  order.forEach((inputIndex, position) => {
    const input = inputs[inputIndex]!;
    const next = order[position + 1] === undefined ? undefined : inputs[order[position + 1]!];
    const earliestMs = Math.min(totalMs, previousEndMs === null ? 0 : Math.ceil(previousEndMs + minGapMs));
    const hardEndMs = Math.max(earliestMs, Math.floor(Math.min(totalMs, next ? next.startMs - minGapMs : totalMs)));
    const fitEndMs = Math.max(earliestMs, Math.min(hardEndMs, Math.floor(fitLimitMs(input))));
    const segment = placeOne(input, { earliestMs, fitEndMs, hardEndMs, maxStretch });
    placed[inputIndex] = segment;
    previousEndMs = segment.endMs;
  });
  return placed;
}

interface Window {
  earliestMs: number;
  /** Where a fitting dub must end: the fit limit, or earlier when the next slot or the video's end comes first. */
  fitEndMs: number;
  /** Where any dub is cut: the next slot's start − minGap, or the video's end. */
  hardEndMs: number;
  maxStretch: number;
}

function placeOne(input: FitInput, window: Window): FittedSegment {
  const { earliestMs, fitEndMs, hardEndMs, maxStretch } = window;
  const speechMs = input.speechMs;
  if (speechMs === 0) {
    // Nothing to play: a mark at the slot's start, as near as the neighbours allow.
    const atMs = Math.min(Math.max(Math.round(input.startMs), earliestMs), hardEndMs);
    return { id: input.id, startMs: atMs, endMs: atMs, stretch: 1, overrunMs: 0, fits: true };
  }
  const roomMs = fitEndMs - earliestMs;
  if (speechMs <= roomMs) {
    // Keep the slot's start where it can (borrowing after), else start just early enough (borrowing before).
    const startMs = Math.min(Math.max(Math.round(input.startMs), earliestMs), fitEndMs - Math.ceil(speechMs));
    return { id: input.id, startMs, endMs: startMs + Math.ceil(speechMs), stretch: 1, overrunMs: 0, fits: true };
  }
  const stretch = roomMs > 0 ? roundStretchUp(speechMs / roomMs) : Infinity;
  if (stretch <= maxStretch) {
    return { id: input.id, startMs: earliestMs, endMs: fitEndMs, stretch, overrunMs: 0, fits: true };
  }
  const naturalEndMs = earliestMs + speechMs / maxStretch;
  return {
    id: input.id,
    startMs: earliestMs,
    endMs: Math.min(hardEndMs, Math.ceil(naturalEndMs)),
    stretch: maxStretch,
    overrunMs: Math.max(1, Math.ceil(naturalEndMs - Math.max(fitEndMs, earliestMs))),
    fits: false,
  };
}

/** The share of segments that fit their slot (1 for none). */
export function segmentsInSlotRatio(plan: readonly FittedSegment[]): number {
  if (plan.length === 0) return 1;
  return plan.filter((segment) => segment.fits).length / plan.length;
}
