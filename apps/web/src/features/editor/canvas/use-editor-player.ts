import { useEffect, useState, useSyncExternalStore } from 'react';
import type { MediaFailures } from '../../../ui/timeline-player/state/media-sources.ts';
import { noMediaFailures, TimelinePlayerEngine } from '../../../ui/timeline-player/state/timeline-player-engine.ts';
import type { EditorStore } from '../state/editor-store.ts';

/**
 * The editor's preview engine: made once from the store's workspace, paused
 * at the store's playhead, following every edit (`setWorkspace` from a store
 * subscription, not a React render, so a drag re-renders no React tree for
 * the picture). It is the store's player and reports its time and playing
 * state back to it every animation frame.
 */
/** `hasWatermark`: the Free plan's mark, drawn as the export will carry it (a change makes a new engine). */
export function useEditorPlayer(store: EditorStore, hasWatermark: boolean): TimelinePlayerEngine | null {
  const [engine, setEngine] = useState<TimelinePlayerEngine | null>(null);

  useEffect(() => {
    const created = new TimelinePlayerEngine(store.workspace, {
      hasWatermark,
      initialTimeMs: store.getPlayback().timeMs,
      resolvePath: store.media.resolve,
      playsSpeechPreview: true,
    });
    setEngine(created);
    const unsubscribe = store.subscribe(() => created.setWorkspace(store.workspace));
    store.attachPlayer({ seek: (timeMs) => created.seek(timeMs), play: () => created.play(), pause: () => created.pause() });
    let frameRequest = requestAnimationFrame(function onFrame(nowMs) {
      created.step(nowMs);
      const { timeMs, isPlaying } = created.getSnapshot();
      store.reportPlayback({ timeMs, isPlaying });
      frameRequest = requestAnimationFrame(onFrame);
    });
    return () => {
      cancelAnimationFrame(frameRequest);
      unsubscribe();
      store.attachPlayer(null);
      created.dispose();
    };
  }, [store, hasWatermark]);

  return engine;
}

const subscribeToNothing = () => () => undefined;
const readNoFailures = () => noMediaFailures;
const readNotReady = () => false;

/** Which elements' files failed; re-renders only when that changes, not every frame. */
export function useMediaFailures(engine: TimelinePlayerEngine | null): MediaFailures {
  return useSyncExternalStore(engine?.subscribe ?? subscribeToNothing, engine ? () => engine.getSnapshot().failures : readNoFailures);
}

/** Whether the fonts are loaded and the first frame drawn. */
export function useIsPlayerReady(engine: TimelinePlayerEngine | null): boolean {
  return useSyncExternalStore(engine?.subscribe ?? subscribeToNothing, engine ? () => engine.getSnapshot().isReady : readNotReady);
}
