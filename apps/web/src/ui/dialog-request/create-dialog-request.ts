import { useSyncExternalStore } from 'react';

/** The dialog's open request: what it was opened with, and an id that changes with every opening. */
export interface OpenDialogRequest<Payload> {
  id: number;
  payload: Payload;
}

export interface DialogRequestOptions<Result> {
  /**
   * What `open` does while the dialog is already open: `join` hands the new
   * caller the same outcome as the first; `replace` ends the first request
   * with `dismissedResult` and shows the new one.
   */
  whenOpen: 'join' | 'replace';
  /** The result of a request that was closed or replaced without an answer. */
  dismissedResult: Result;
}

export interface DialogRequest<Payload, Result> {
  /** Shows the dialog; resolves once it is answered or dismissed. */
  open: (payload: Payload) => Promise<Result>;
  /** Answers the open request (the dialog calls this) and hides the dialog. */
  settle: (result: Result) => void;
  /** Answers with the dismissed result. */
  dismiss: () => void;
  /** The open request, or null while the dialog is hidden. */
  getCurrent: () => OpenDialogRequest<Payload> | null;
  useCurrent: () => OpenDialogRequest<Payload> | null;
  /**
   * The latest request, open or answered (null before the first): what the
   * dialog keeps rendering while its closing transition plays.
   */
  useLatest: () => OpenDialogRequest<Payload> | null;
}

/**
 * A promise-returning dialog that any code can open (`openLogin()`,
 * `confirmCredits()`) while one component, mounted once, renders it.
 */
export function createDialogRequest<Payload, Result>(options: DialogRequestOptions<Result>): DialogRequest<Payload, Result> {
  let current: OpenDialogRequest<Payload> | null = null;
  let latest: OpenDialogRequest<Payload> | null = null;
  let resolvers: Array<(result: Result) => void> = [];
  let lastId = 0;
  const listeners = new Set<() => void>();

  const emitChange = () => {
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  const settle = (result: Result) => {
    if (!current) return;
    const waiting = resolvers;
    current = null;
    resolvers = [];
    for (const resolve of waiting) resolve(result);
    emitChange();
  };

  const open = (payload: Payload) =>
    new Promise<Result>((resolve) => {
      if (current && options.whenOpen === 'join') {
        resolvers.push(resolve);
        return;
      }
      settle(options.dismissedResult);
      lastId += 1;
      current = { id: lastId, payload };
      latest = current;
      resolvers = [resolve];
      emitChange();
    });

  const getCurrent = () => current;
  const getLatest = () => latest;

  return {
    open,
    settle,
    dismiss: () => settle(options.dismissedResult),
    getCurrent,
    useCurrent: () => useSyncExternalStore(subscribe, getCurrent),
    useLatest: () => useSyncExternalStore(subscribe, getLatest),
  };
}
