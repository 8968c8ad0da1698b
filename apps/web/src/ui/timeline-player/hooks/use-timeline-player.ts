import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Workspace } from '@talkreel/timeline';
import { noMediaFailures, TimelinePlayerEngine, type PlayerSnapshot } from '../state/timeline-player-engine.ts';

export interface UseTimelinePlayerOptions {
  hasWatermark: boolean;
  initialTimeMs: number;
  onTimeChange: ((timeMs: number) => void) | undefined;
}

const noEngineSnapshot: PlayerSnapshot = {
  timeMs: 0,
  durationMs: 0,
  isPlaying: false,
  isPending: false,
  isReady: false,
  hasMediaError: false,
  hasImageError: false,
  failures: noMediaFailures,
};
const subscribeToNothing = () => () => undefined;
const readNoEngineSnapshot = () => noEngineSnapshot;

/**
 * One engine per workspace, stepped every animation frame while mounted.
 * Its media elements are released when the workspace changes or the player
 * unmounts; `initialTimeMs` applies when an engine is made.
 */
export function useTimelinePlayer(workspace: Workspace, options: UseTimelinePlayerOptions) {
  const [engine, setEngine] = useState<TimelinePlayerEngine | null>(null);
  const initialTimeMsRef = useRef(options.initialTimeMs);
  const onTimeChangeRef = useRef(options.onTimeChange);
  onTimeChangeRef.current = options.onTimeChange;

  useEffect(() => {
    const created = new TimelinePlayerEngine(workspace, { hasWatermark: options.hasWatermark, initialTimeMs: initialTimeMsRef.current });
    created.onTimeChange = (timeMs) => onTimeChangeRef.current?.(timeMs);
    setEngine(created);
    let frameRequest = requestAnimationFrame(function onFrame(nowMs) {
      created.step(nowMs);
      frameRequest = requestAnimationFrame(onFrame);
    });
    return () => {
      cancelAnimationFrame(frameRequest);
      created.dispose();
    };
  }, [workspace, options.hasWatermark]);

  const snapshot = useSyncExternalStore(engine?.subscribe ?? subscribeToNothing, engine?.getSnapshot ?? readNoEngineSnapshot);
  return { engine, snapshot };
}
