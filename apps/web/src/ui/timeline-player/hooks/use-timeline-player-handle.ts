import { useEffect, useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react';
import type { TimelinePlayerEngine } from '../state/timeline-player-engine.ts';

/** What a parent (or a browser test) can do with a player. */
export interface TimelinePlayerHandle {
  play: () => void;
  pause: () => void;
  seek: (timeMs: number) => void;
  /** Pauses at `timeMs` and resolves once that exact frame is on the canvas (media seeked, pictures and fonts loaded). */
  seekAndDraw: (timeMs: number) => Promise<void>;
  getTimeMs: () => number;
}

declare global {
  interface Window {
    /** The player mounted last: lets browser tests draw a given time and read the canvas. */
    __talkreelPlayer?: TimelinePlayerHandle;
  }
}

/** A handle on whichever engine is current; before the first one exists, calls do nothing and seekAndDraw rejects. */
function createHandle(currentEngine: () => TimelinePlayerEngine | null): TimelinePlayerHandle {
  return {
    play: () => currentEngine()?.play(),
    pause: () => currentEngine()?.pause(),
    seek: (timeMs) => currentEngine()?.seek(timeMs),
    seekAndDraw: async (timeMs) => {
      const engine = currentEngine();
      if (!engine) throw new Error('The player has not started yet');
      await engine.seekAndDraw(timeMs);
    },
    getTimeMs: () => currentEngine()?.getSnapshot().timeMs ?? 0,
  };
}

/** Exposes the engine through the component's `ref` and, once it exists, as `window.__talkreelPlayer`. */
export function useTimelinePlayerHandle(engine: TimelinePlayerEngine | null, ref: Ref<TimelinePlayerHandle> | undefined): void {
  const engineRef = useRef(engine);
  // Updated after commit, not during render (a render may be thrown away); layout effects run before any caller's effect can use the handle.
  useLayoutEffect(() => {
    engineRef.current = engine;
  }, [engine]);
  useImperativeHandle(ref, () => createHandle(() => engineRef.current), []);

  useEffect(() => {
    if (!engine) return undefined;
    const handle = createHandle(() => engine);
    window.__talkreelPlayer = handle;
    return () => {
      if (window.__talkreelPlayer === handle) delete window.__talkreelPlayer;
    };
  }, [engine]);
}
