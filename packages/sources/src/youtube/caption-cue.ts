/** One caption event: what was on screen from `startMs` for `durationMs`, as plain text (entities decoded, tags removed). */
export interface CaptionCue {
  startMs: number;
  durationMs: number;
  text: string;
}
