/** Progress of the steps before drawing: speech 0–12 %, face 12–16 %; drawing starts at `frames`. */
export const talkingStagePercents = { speech: 0, face: 12, frames: 16 } as const;
