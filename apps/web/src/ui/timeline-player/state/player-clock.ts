/**
 * The timeline clock of the preview, in ms from the workspace start. It
 * advances with the animation-frame time while playing, except while held
 * (media pending), and stops at the end.
 */
export class PlayerClock {
  #durationMs: number;
  #timeMs = 0;
  #isPlaying = false;
  #lastNowMs: number | null = null;

  constructor(durationMs: number, initialTimeMs = 0) {
    this.#durationMs = Math.max(0, durationMs);
    this.#timeMs = this.#clamp(initialTimeMs);
  }

  get durationMs(): number {
    return this.#durationMs;
  }

  /** The workspace was edited: a new length, the time kept inside it. */
  setDuration(durationMs: number): void {
    this.#durationMs = Math.max(0, durationMs);
    this.#timeMs = this.#clamp(this.#timeMs);
    if (this.#durationMs === 0) this.#isPlaying = false;
  }

  get timeMs(): number {
    return this.#timeMs;
  }

  get isPlaying(): boolean {
    return this.#isPlaying;
  }

  /** Plays from the current time; from the start when it had reached the end. */
  play(): void {
    if (this.#timeMs >= this.durationMs) this.#timeMs = 0;
    this.#isPlaying = this.durationMs > 0;
    this.#lastNowMs = null;
  }

  pause(): void {
    this.#isPlaying = false;
    this.#lastNowMs = null;
  }

  seek(timeMs: number): void {
    this.#timeMs = this.#clamp(timeMs);
    this.#lastNowMs = null;
  }

  /**
   * One animation frame at `nowMs` (a performance.now() time). While `isHeld`
   * the time stands still; true when this frame reached the end.
   */
  advance(nowMs: number, isHeld: boolean): boolean {
    if (!this.#isPlaying) return false;
    const elapsedMs = this.#lastNowMs === null ? 0 : Math.max(0, nowMs - this.#lastNowMs);
    this.#lastNowMs = nowMs;
    if (isHeld) return false;
    this.#timeMs = this.#clamp(this.#timeMs + elapsedMs);
    if (this.#timeMs < this.durationMs) return false;
    this.#isPlaying = false;
    return true;
  }

  #clamp(timeMs: number): number {
    return Math.min(this.durationMs, Math.max(0, Number.isFinite(timeMs) ? timeMs : 0));
  }
}
