import {
  createIdFactory,
  EditHistory,
  findElement,
  getWorkspaceDurationMs,
  listScenePlacements,
  withEditorIds,
  type EditCommand,
  type EditLabel,
  type ExecuteOptions,
  type Scene,
  type TimelineElement,
  type Workspace,
} from '@talkreel/timeline';
import { MediaPaths } from './media-paths.ts';

/** What the editor shows, changed only through the store (React reads it with useSyncExternalStore). */
export interface EditorSnapshot {
  workspace: Workspace;
  /** Selected element ids, in the order they were picked. */
  selection: readonly string[];
  /** The scene the canvas, the timeline and the scene list's highlight show. */
  sceneId: string;
  canUndo: boolean;
  canRedo: boolean;
  undoLabel: EditLabel | undefined;
  redoLabel: EditLabel | undefined;
  /** Goes up with every change of the workspace (autosave waits for it to be quiet). */
  revision: number;
  /** The revision last saved (or loaded): the editor has unsaved changes while they differ. */
  savedRevision: number;
}

/** Where the playhead is, kept apart from the snapshot: it changes every frame while playing. */
export interface PlaybackSnapshot {
  /** ms from the start of the video. */
  timeMs: number;
  isPlaying: boolean;
}

/** What the canvas's player does for the store (attached once it exists). */
export interface PlayerControl {
  seek(timeMs: number): void;
  play(): void;
  pause(): void;
}

/** A frame at 30 fps, the step of ← and →. */
export const frameMs = 1000 / 30;

/**
 * The editor's one source of truth: the workspace, its history, the
 * selection, the current scene and the playhead. Every change of the
 * workspace goes through `execute` (a command), `undo` or `redo`; the first
 * one marks the video 'edited' (a Customized Draft) in the same entry.
 */
export class EditorStore {
  readonly media: MediaPaths;
  readonly #history = new EditHistory();
  readonly #listeners = new Set<() => void>();
  readonly #playbackListeners = new Set<() => void>();
  readonly nextId: () => string;
  #snapshot: EditorSnapshot;
  /** What the panels show: the snapshot, except during a pointer drag, when it waits for the drag's end. */
  #settled: EditorSnapshot;
  #pointerGesture: string | null = null;
  #playback: PlaybackSnapshot = { timeMs: 0, isPlaying: false };
  #player: PlayerControl | null = null;
  #clipboard: TimelineElement[] = [];

  constructor(loaded: Workspace, mediaUrls: Record<string, string> = {}) {
    this.media = new MediaPaths(mediaUrls);
    const workspace = withEditorIds(this.media.toKeys(loaded));
    this.nextId = createIdFactory(workspace);
    this.#snapshot = {
      workspace,
      selection: [],
      sceneId: workspace.scenes[0]!.id!,
      canUndo: false,
      canRedo: false,
      undoLabel: undefined,
      redoLabel: undefined,
      revision: 0,
      savedRevision: 0,
    };
    this.#settled = this.#snapshot;
    // The video opens on its cover frame when that lies in the first scene: a design whose elements
    // enter after the start (a template) shows itself, not an empty background.
    const coverMs = workspace.preview_cover_time;
    if (coverMs > 0 && coverMs < workspace.scenes[0]!.duration) this.#playback = { timeMs: coverMs, isPlaying: false };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): EditorSnapshot => this.#snapshot;

  /**
   * The snapshot for the panels (scene list, properties, toolbar): during a
   * drag on the canvas or the timeline it stays as the drag found it, so a
   * pointer move repaints the canvas, the overlay and the dragged bars
   * without re-rendering every field; it catches up when the drag ends.
   */
  getSettledSnapshot = (): EditorSnapshot => this.#settled;

  /** The timeline's snapshot: live during its own drags, settled during the canvas's. */
  getTimelineSnapshot = (): EditorSnapshot => (this.#pointerGesture?.startsWith('timeline-') ? this.#snapshot : this.#settled);

  subscribePlayback = (listener: () => void): (() => void) => {
    this.#playbackListeners.add(listener);
    return () => this.#playbackListeners.delete(listener);
  };

  getPlayback = (): PlaybackSnapshot => this.#playback;

  get workspace(): Workspace {
    return this.#snapshot.workspace;
  }

  get selection(): readonly string[] {
    return this.#snapshot.selection;
  }

  /** The scene on screen. */
  get scene(): Scene {
    const { workspace, sceneId } = this.#snapshot;
    return workspace.scenes.find((scene) => scene.id === sceneId) ?? workspace.scenes[0]!;
  }

  /** Where the current scene starts in the video, ms. */
  get sceneStartMs(): number {
    return this.sceneStartOf(this.scene.id!);
  }

  sceneStartOf(sceneId: string): number {
    return listScenePlacements(this.workspace).find((placement) => placement.scene.id === sceneId)?.startMs ?? 0;
  }

  /** Applies one edit. Commands sent with the same `gesture` id one after another are undone together. */
  execute(command: EditCommand, options: ExecuteOptions = {}): void {
    const before = this.workspace;
    const patches = command.build(before);
    if (patches.length === 0) return;
    // The first edit marks the draft customised (My Videos: 'Customized Draft'), undone with that edit.
    if (before.condition !== 'edited') patches.push({ op: 'set', path: ['condition'], value: 'edited' });
    if (options.gesture !== undefined && /^(canvas|timeline)-/u.test(options.gesture)) this.#pointerGesture = options.gesture;
    const workspace = this.#history.apply(before, command.label, patches, options);
    this.#commit(workspace);
  }

  /** Ends a drag, trim or slider move: the next change is a new undo step. */
  endGesture(): void {
    this.#history.endGesture();
    if (this.#pointerGesture === null) return;
    this.#pointerGesture = null;
    this.#emit();
  }

  undo(): void {
    if (!this.#history.canUndo) return;
    this.#commit(this.#history.undo(this.workspace));
  }

  redo(): void {
    if (!this.#history.canRedo) return;
    this.#commit(this.#history.redo(this.workspace));
  }

  /** Selects elements (`additive` toggles them in the selection, as Shift-click does). The scene follows the first one. */
  select(ids: readonly string[], options: { additive?: boolean } = {}): void {
    let selection: string[] = [...ids];
    if (options.additive) {
      const current = new Set(this.selection);
      for (const id of ids) {
        if (current.has(id)) current.delete(id);
        else current.add(id);
      }
      selection = [...current];
    }
    const first = selection[0] ? findElement(this.workspace, selection[0]) : undefined;
    const sceneId = first ? this.workspace.scenes[first.sceneIndex]!.id! : this.#snapshot.sceneId;
    this.#set({ selection, sceneId });
  }

  /** Shows a scene: the playhead goes to its start unless it is already inside it. */
  setScene(sceneId: string): void {
    if (!this.workspace.scenes.some((scene) => scene.id === sceneId)) return;
    const startMs = this.sceneStartOf(sceneId);
    const scene = this.workspace.scenes.find((candidate) => candidate.id === sceneId)!;
    const { timeMs } = this.#playback;
    if (timeMs < startMs || timeMs >= startMs + scene.duration) this.seek(startMs);
    if (sceneId !== this.#snapshot.sceneId) this.#set({ sceneId, selection: [] });
  }

  /** The workspace was saved at `revision`. */
  markSaved(revision: number): void {
    this.#set({ savedRevision: revision });
  }

  /** Replaces the workspace with the server's (after a conflict, 'reload theirs'); the history starts again. */
  replaceWorkspace(loaded: Workspace, mediaUrls: Record<string, string> = {}): void {
    for (const [key, url] of Object.entries(mediaUrls)) this.media.add(key, url);
    const workspace = withEditorIds(this.media.toKeys(loaded));
    this.#history.clear();
    const revision = this.#snapshot.revision + 1;
    const sceneId = workspace.scenes.some((scene) => scene.id === this.#snapshot.sceneId) ? this.#snapshot.sceneId : workspace.scenes[0]!.id!;
    this.#snapshot = { ...this.#snapshot, workspace, sceneId, selection: [], revision, savedRevision: revision, ...this.#historyState() };
    this.#emit();
  }

  // Clipboard: the elements themselves, so they paste into any scene.
  copy(ids: readonly string[] = this.selection): void {
    this.#clipboard = ids.map((id) => findElement(this.workspace, id)?.element).filter((element): element is TimelineElement => element !== undefined);
  }

  get clipboard(): readonly TimelineElement[] {
    return this.#clipboard;
  }

  // Playback: the canvas's player drives the clock; the store passes seeks on and keeps the time.
  attachPlayer(player: PlayerControl | null): void {
    this.#player = player;
  }

  /** Called by the player as its clock moves. */
  reportPlayback(playback: PlaybackSnapshot): void {
    if (playback.timeMs === this.#playback.timeMs && playback.isPlaying === this.#playback.isPlaying) return;
    this.#playback = playback;
    // While playing, the scene on screen follows the playhead.
    const placement = listScenePlacements(this.workspace).find(
      (candidate) => playback.timeMs >= candidate.startMs && playback.timeMs < candidate.startMs + candidate.scene.duration,
    );
    if (placement?.scene.id && placement.scene.id !== this.#snapshot.sceneId && playback.isPlaying) this.#set({ sceneId: placement.scene.id, selection: [] });
    for (const listener of this.#playbackListeners) listener();
  }

  seek(timeMs: number): void {
    const clamped = Math.max(0, Math.min(getWorkspaceDurationMs(this.workspace), timeMs));
    this.#player?.seek(clamped);
    this.reportPlayback({ timeMs: clamped, isPlaying: this.#playback.isPlaying });
  }

  togglePlay(): void {
    if (this.#playback.isPlaying) this.#player?.pause();
    else this.#player?.play();
  }

  pause(): void {
    this.#player?.pause();
  }

  #historyState() {
    return {
      canUndo: this.#history.canUndo,
      canRedo: this.#history.canRedo,
      undoLabel: this.#history.undoLabel,
      redoLabel: this.#history.redoLabel,
    };
  }

  #commit(workspace: Workspace): void {
    // Selected elements that no longer exist (deleted, undone) leave the selection.
    const selection = this.selection.filter((id) => findElement(workspace, id) !== undefined);
    const sceneId = workspace.scenes.some((scene) => scene.id === this.#snapshot.sceneId) ? this.#snapshot.sceneId : workspace.scenes[0]!.id!;
    this.#snapshot = { ...this.#snapshot, workspace, selection, sceneId, revision: this.#snapshot.revision + 1, ...this.#historyState() };
    this.#emit();
  }

  #set(changes: Partial<EditorSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...changes };
    this.#emit();
  }

  #emit(): void {
    if (this.#pointerGesture === null) this.#settled = this.#snapshot;
    for (const listener of this.#listeners) listener();
  }
}
