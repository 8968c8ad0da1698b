import { evaluate, getWorkspaceDurationMs, type FrameEvaluation, type Workspace } from '@talkreel/timeline';
import { FrameDrawer } from './frame-drawer.ts';
import { loadWorkspaceFonts, WorkspaceFontTracker } from './load-workspace-fonts.ts';
import { MediaSources, type MediaFailures } from './media-sources.ts';
import { planMediaSync } from './media-sync.ts';
import { getMediaTargets, listPlayablePlacements, type PlayablePlacement } from './media-targets.ts';
import { PendingMediaTracker } from './pending-media.ts';
import { PlayerClock } from './player-clock.ts';

export interface PlayerSnapshot {
  timeMs: number;
  durationMs: number;
  isPlaying: boolean;
  /** The clock waits for media that has no data yet (at most 6 s per element). */
  isPending: boolean;
  /** Fonts are loaded and the first frame can be drawn. */
  isReady: boolean;
  hasMediaError: boolean;
  hasImageError: boolean;
  /** Which elements' files failed (the same object until that changes). */
  failures: MediaFailures;
}

export interface TimelinePlayerEngineOptions {
  hasWatermark: boolean;
  initialTimeMs: number;
  /** Turns an element path into the URL loaded (the editor keeps storage keys); the path itself when absent. */
  resolvePath?: (mediaPath: string) => string;
  /** Plays each person's speech preview (`prop.meta.preview_audio`) over its slot: the editor's preview of speech not rendered yet. */
  playsSpeechPreview?: boolean;
}

export const noMediaFailures: MediaFailures = { mediaKeys: [], imagePaths: [] };

/**
 * The preview's moving parts without React: the clock, the real media
 * elements kept on it, and the canvas drawn from `evaluate()` each animation
 * frame. `step()` is called by the hook's requestAnimationFrame loop.
 * `setWorkspace` follows edits (the editor): the next frame draws the
 * edited workspace, repainting only the elements that changed.
 */
export class TimelinePlayerEngine {
  #workspace: Workspace;
  readonly #options: TimelinePlayerEngineOptions;
  readonly #clock: PlayerClock;
  #drawer: FrameDrawer;
  readonly #sources: MediaSources;
  readonly #pending = new PendingMediaTracker();
  readonly #fonts = new WorkspaceFontTracker();
  #placements: PlayablePlacement[];
  #failures: MediaFailures = noMediaFailures;
  readonly #listeners = new Set<() => void>();
  readonly #fontsLoaded: Promise<void>;
  #canvas: HTMLCanvasElement | null = null;
  #isReady = false;
  /** Something changed since the last draw; a paused player draws only then. */
  #isDirty = true;
  #isPending = false;
  #playingKeys: string[] = [];
  #reportedTimeMs: number | null = null;
  #snapshot: PlayerSnapshot;
  onTimeChange: ((timeMs: number) => void) | undefined;

  constructor(workspace: Workspace, options: TimelinePlayerEngineOptions) {
    this.#workspace = workspace;
    this.#options = options;
    this.#clock = new PlayerClock(getWorkspaceDurationMs(workspace), options.initialTimeMs);
    this.#drawer = new FrameDrawer(workspace.aspect_ratio, options.hasWatermark);
    this.#placements = listPlayablePlacements(workspace, { withSpeechPreview: options.playsSpeechPreview });
    this.#sources = new MediaSources(workspace, this.#placements, () => this.#mediaChanged(), options.resolvePath);
    this.#fonts.markLoaded(workspace);
    this.#fontsLoaded = loadWorkspaceFonts(workspace, options.hasWatermark).then(() => {
      this.#isReady = true;
      this.#drawer.invalidate();
      this.#mediaChanged();
    });
    this.#snapshot = this.#readSnapshot();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): PlayerSnapshot => this.#snapshot;

  attachCanvas(canvas: HTMLCanvasElement | null): void {
    this.#canvas = canvas;
    this.#isDirty = true;
  }

  get workspace(): Workspace {
    return this.#workspace;
  }

  /**
   * Shows an edited workspace from the next frame on: the clock gets its
   * length, media of new paths loads and media no longer used is released,
   * fonts of new texts load (their texts repaint once they have).
   */
  setWorkspace(workspace: Workspace): void {
    if (workspace === this.#workspace) return;
    const previous = this.#workspace;
    this.#workspace = workspace;
    if (workspace.aspect_ratio !== previous.aspect_ratio) this.#drawer = new FrameDrawer(workspace.aspect_ratio, this.#options.hasWatermark);
    this.#clock.setDuration(getWorkspaceDurationMs(workspace));
    this.#placements = listPlayablePlacements(workspace, { withSpeechPreview: this.#options.playsSpeechPreview });
    this.#sources.update(workspace, this.#placements);
    const fontLoad = this.#fonts.loadNew(workspace);
    void fontLoad?.then(() => {
      this.#drawer.invalidate();
      this.#mediaChanged();
    });
    this.#isDirty = true;
    this.#publish();
  }

  /** What the canvas shows at the current time (the editor hit-tests it). */
  getFrame(): FrameEvaluation {
    return this.#evaluate();
  }

  /** Draws again on the next frame (after the canvas was resized). */
  requestDraw(): void {
    this.#isDirty = true;
  }

  play(): void {
    this.#clock.play();
    this.#publish();
  }

  pause(): void {
    this.#clock.pause();
    this.#pending.clear();
    this.#publish();
  }

  togglePlay(): void {
    if (this.#clock.isPlaying) this.pause();
    else this.play();
  }

  seek(timeMs: number): void {
    this.#clock.seek(timeMs);
    this.#publish();
  }

  /**
   * Pauses at `timeMs`, puts every media element exactly on its frame, waits
   * for pictures and fonts, then draws: the canvas then shows what the
   * renderer draws for that time. Durations learnt on the way can move a
   * loop's position, so it settles twice at most.
   */
  async seekAndDraw(timeMs: number): Promise<void> {
    this.pause();
    this.#clock.seek(timeMs);
    await this.#fontsLoaded;
    for (let pass = 0; pass < 2; pass += 1) {
      const durations = this.#sources.media.durationsMs;
      const targets = getMediaTargets(this.#evaluate(), this.#placements, durations);
      await Promise.all([...targets].map(([key, target]) => this.#sources.media.seekExactly(key, target.mediaTimeMs / 1000)));
      await this.#sources.images.whenSettled();
      if (durations === this.#sources.media.durationsMs) break;
    }
    this.#draw(this.#evaluate());
    this.#publish();
  }

  /** One animation frame: hold or advance the clock, keep media on it, draw. */
  step(nowMs: number): void {
    const wasPlaying = this.#clock.isPlaying;
    this.#isPending = wasPlaying && this.#playingKeys.map((key) => this.#pending.update(key, this.#sources.media.isWaiting(key), nowMs)).some(Boolean);
    this.#clock.advance(nowMs, this.#isPending);
    const frame = this.#evaluate();
    const targets = getMediaTargets(frame, this.#placements, this.#sources.media.durationsMs);
    const isRunning = this.#clock.isPlaying;
    // While the clock waits for pending media, the rest waits with it instead of running ahead.
    const isMoving = isRunning && !this.#isPending;
    this.#playingKeys = [];
    for (const key of this.#sources.media.keys()) {
      const target = targets.get(key) ?? null;
      if (isRunning && target?.isPlaying) this.#playingKeys.push(key);
      else this.#pending.forget(key);
      this.#sources.media.apply(key, planMediaSync(target, this.#sources.media.readState(key), isMoving));
    }
    if (isRunning || wasPlaying || this.#isDirty) this.#draw(frame);
    if (this.#clock.timeMs !== this.#reportedTimeMs) {
      this.#reportedTimeMs = this.#clock.timeMs;
      this.onTimeChange?.(this.#clock.timeMs);
    }
    this.#publish();
  }

  /** Loads failed pictures and media again. */
  retry(): void {
    this.#sources.retry();
  }

  dispose(): void {
    this.#sources.dispose();
    this.#listeners.clear();
  }

  #evaluate(): FrameEvaluation {
    // The end is exclusive: at the very end the last frame stays on screen.
    const timeMs = Math.min(this.#clock.timeMs, Math.max(0, this.#clock.durationMs - 1));
    return evaluate(this.#workspace, timeMs, { mediaDurationsMs: this.#sources.media.durationsMs });
  }

  #draw(frame: FrameEvaluation): void {
    if (!this.#canvas || !this.#isReady) return;
    this.#isDirty = false;
    this.#drawer.draw(this.#canvas, frame, this.#sources);
  }

  #mediaChanged(): void {
    this.#isDirty = true;
    this.#publish();
  }

  #readSnapshot(): PlayerSnapshot {
    return {
      timeMs: this.#clock.timeMs,
      durationMs: this.#clock.durationMs,
      isPlaying: this.#clock.isPlaying,
      isPending: this.#isPending,
      isReady: this.#isReady,
      hasMediaError: this.#sources.hasMediaError,
      hasImageError: this.#sources.hasImageError,
      failures: this.#readFailures(),
    };
  }

  /** The sources' failures, as the same object while they are the same. */
  #readFailures(): MediaFailures {
    const next = this.#sources.listFailures();
    const isSame = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, index) => value === b[index]);
    if (!isSame(next.mediaKeys, this.#failures.mediaKeys) || !isSame(next.imagePaths, this.#failures.imagePaths)) {
      this.#failures = next.mediaKeys.length + next.imagePaths.length === 0 ? noMediaFailures : next;
    }
    return this.#failures;
  }

  #publish(): void {
    const next = this.#readSnapshot();
    const previous = this.#snapshot;
    const isSame = (Object.keys(next) as (keyof PlayerSnapshot)[]).every((name) => next[name] === previous[name]);
    if (isSame) return;
    this.#isDirty = true;
    this.#snapshot = next;
    for (const listener of this.#listeners) listener();
  }
}
