import type { OAuthHandoff } from './oauth-redirect.ts';

/** Name of the function the opener exposes for its sign-in popup (spec §2: a global callback). */
export const OAUTH_CALLBACK_NAME = '__talkreelOAuthCallback';
/**
 * Second path for the same hand-off. A provider page served with a strict
 * Cross-Origin-Opener-Policy can cut the popup off from `window.opener`; a
 * same-origin BroadcastChannel still reaches the dialog then.
 */
const OAUTH_CHANNEL_NAME = 'talkreel-oauth';

declare global {
  interface Window {
    [OAUTH_CALLBACK_NAME]?: (handoff: OAuthHandoff) => void;
  }
}

/**
 * Resolves with the first hand-off whose `state` equals `expectedState`
 * (anything else, such as an older popup's, is ignored). Aborting stops
 * listening; the promise then never settles.
 */
export function waitForOAuthHandoff(expectedState: string, signal: AbortSignal): Promise<OAuthHandoff> {
  return new Promise((resolve) => {
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OAUTH_CHANNEL_NAME) : null;
    const stop = () => {
      channel?.close();
      if (window[OAUTH_CALLBACK_NAME] === receive) delete window[OAUTH_CALLBACK_NAME];
    };
    function receive(handoff: OAuthHandoff) {
      if (signal.aborted || handoff.state !== expectedState) return;
      stop();
      resolve(handoff);
    }
    window[OAUTH_CALLBACK_NAME] = receive;
    if (channel) channel.onmessage = (event: MessageEvent<OAuthHandoff>) => receive(event.data);
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** Called by a return page: hands the result to its opener, through both paths. */
export function deliverOAuthHandoff(handoff: OAuthHandoff): void {
  try {
    window.opener?.[OAUTH_CALLBACK_NAME]?.(handoff);
  } catch {
    // An opener on another origin (or none): the channel below still carries it.
  }
  if (typeof BroadcastChannel !== 'function') return;
  const channel = new BroadcastChannel(OAUTH_CHANNEL_NAME);
  channel.postMessage(handoff);
  channel.close();
}
