/**
 * Where a render stands, as reported to `onProgress`. `percent` (0–100)
 * only grows: preparing 0–2, mixing audio 2–5, drawing and encoding 5–97,
 * finishing 97–100.
 */
export type RenderProgress =
  | { stage: 'preparing'; percent: number }
  | { stage: 'mixing-audio'; percent: number }
  | { stage: 'drawing'; percent: number; frameIndex: number; frameCount: number }
  | { stage: 'finishing'; percent: number }
  | { stage: 'done'; percent: 100 };

export const drawingPercentRange = { from: 5, to: 97 } as const;

export function getDrawingPercent(frameIndex: number, frameCount: number): number {
  const fraction = (frameIndex + 1) / frameCount;
  return Math.floor(drawingPercentRange.from + fraction * (drawingPercentRange.to - drawingPercentRange.from));
}

/** Thrown by renderWorkspace when its AbortSignal fires; nothing is left behind. */
export class RenderCancelledError extends Error {
  constructor() {
    super('the render was cancelled');
    this.name = 'RenderCancelledError';
  }
}
