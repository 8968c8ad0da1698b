import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { showErrorToast } from '../../../ui/notifications/show-error-toast.ts';
import { exchangeDiscordCode, exchangeGoogleIdToken } from '../api/social-sign-in-requests.ts';
import { waitForOAuthHandoff } from '../state/oauth-handoff.ts';
import { OAUTH_CANCELLED_ERROR } from '../state/oauth-redirect.ts';
import { buildDiscordAuthUrl, buildGoogleAuthUrl, createOAuthRandomValue, oauthRedirectUri, type OAuthProvider } from '../state/oauth-urls.ts';

const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: 'Google', discord: 'Discord' };
const POPUP_WIDTH_PX = 500;
const POPUP_HEIGHT_PX = 680;

function openCenteredPopup(url: string): Window | null {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH_PX) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT_PX) / 2);
  // No `noopener`: the return page hands its result back through `window.opener`.
  return window.open(url, 'talkreel-oauth', `popup,width=${POPUP_WIDTH_PX},height=${POPUP_HEIGHT_PX},left=${left},top=${top}`);
}

export interface SocialSignIn {
  /** The provider whose token or code is being exchanged with the server right now. */
  pendingProvider: OAuthProvider | null;
  start: (provider: OAuthProvider, clientId: string) => void;
}

/**
 * 'Continue with Google / Discord': opens the provider in a popup, waits for
 * its return page's hand-off (matched by a random `state`), then exchanges
 * the ID token (Google) or code (Discord) for a session token. Clicking again
 * starts over; the popup being closed is not watched, because a provider page
 * with a strict opener policy makes `popup.closed` read true while it is open.
 */
export function useSocialSignIn(onSignedIn: (token: string) => Promise<void>): SocialSignIn {
  const { t } = useTranslation();
  const [pendingProvider, setPendingProvider] = useState<OAuthProvider | null>(null);
  const listening = useRef<AbortController | null>(null);
  useEffect(() => () => listening.current?.abort(), []);

  const run = useCallback(
    async (provider: OAuthProvider, clientId: string) => {
      const origin = window.location.origin;
      const state = createOAuthRandomValue();
      const url =
        provider === 'google'
          ? buildGoogleAuthUrl({ clientId, origin, state, nonce: createOAuthRandomValue() })
          : buildDiscordAuthUrl({ clientId, origin, state });

      listening.current?.abort();
      const controller = new AbortController();
      listening.current = controller;
      const handoffArrives = waitForOAuthHandoff(state, controller.signal);
      if (!openCenteredPopup(url)) {
        controller.abort();
        showErrorToast(t('auth.popupBlocked', { provider: PROVIDER_NAMES[provider] }));
        return;
      }

      const handoff = await handoffArrives;
      if ('error' in handoff) {
        if (handoff.error !== OAUTH_CANCELLED_ERROR) {
          showErrorToast(t('auth.socialFailed', { provider: PROVIDER_NAMES[provider], error: handoff.error }));
        }
        return;
      }
      setPendingProvider(provider);
      try {
        const token =
          'token' in handoff ? await exchangeGoogleIdToken(handoff.token) : await exchangeDiscordCode(handoff.code, oauthRedirectUri('discord', origin));
        await onSignedIn(token);
      } catch (error) {
        // A refusal is already on screen as the server's message.
        if (!isApiError(error)) throw error;
      } finally {
        setPendingProvider(null);
      }
    },
    [onSignedIn, t],
  );

  return { pendingProvider, start: (provider, clientId) => void run(provider, clientId) };
}
