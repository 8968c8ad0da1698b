/** The width of the row headers' column, px. */
export const rowHeaderWidthPx = 168;

/** Room before 0 on the axis, px, so a bar at the scene start keeps its left trim zone. */
export const axisStartPx = 12;

/** Room after the scene (or the latest element end), px, to drag the scene end into. */
export const axisTailPx = 160;

/** Where a time is on the time axis (px from the axis's left), and back. */
export interface TimeAxis {
  pxPerMs: number;
  toPx(timeMs: number): number;
  toMs(px: number): number;
}

export function createTimeAxis(pxPerSecond: number): TimeAxis {
  const pxPerMs = pxPerSecond / 1000;
  return {
    pxPerMs,
    toPx: (timeMs) => axisStartPx + timeMs * pxPerMs,
    toMs: (px) => (px - axisStartPx) / pxPerMs,
  };
}
