import { useSyncExternalStore } from 'react';

export interface LoadingState {
  title: string;
  subtitle?: string;
  /** Whole percent 0 to 100; leave out when the wait has no measurable progress. */
  percent?: number;
}

let currentState: LoadingState | null = null;
const listeners = new Set<() => void>();

function emitChange(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows the page-wide loading overlay, or updates it (call again with a new percent). */
export function showLoading(state: LoadingState): void {
  currentState = state;
  emitChange();
}

export function hideLoading(): void {
  currentState = null;
  emitChange();
}

/** The overlay's state, or null while it is hidden. */
export function useLoadingState(): LoadingState | null {
  return useSyncExternalStore(subscribe, () => currentState);
}
