import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../../ui/session/hooks/use-session.ts';
import { LOGIN_MODE, openLogin, type LoginMode } from '../../../ui/login-dialog/login-dialog-store.ts';

/** `?auth=` values the public site links with (a testimonial's button, 'Sign in'), and the dialog step each opens. */
const MODE_OF_QUERY: Readonly<Record<string, LoginMode>> = { 'sign-in': LOGIN_MODE.signIn, 'sign-up': LOGIN_MODE.register };

/** The `?auth=` parameter's value, or null; what decides whether `LoginFromQuery` is mounted. */
export function useAuthQuery(): string | null {
  return useSearchParams()[0].get('auth');
}

/**
 * Opens the login dialog when the app is entered with `?auth=sign-in` or
 * `?auth=sign-up` (links from the prerendered site, which has no app code),
 * once the session is known: a signed-in account is not asked again. The
 * parameter is removed at once so reloading or going back does not reopen
 * it. Mounted only while the parameter is there, so no other page loads the
 * session for it.
 */
export function LoginFromQuery({ requested }: { requested: string }) {
  const [, setSearchParams] = useSearchParams();
  const { status } = useSession();

  useEffect(() => {
    if (status === 'loading') return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('auth');
        return next;
      },
      { replace: true },
    );
    const mode = MODE_OF_QUERY[requested];
    if (mode !== undefined && status !== 'user') void openLogin({ mode });
  }, [requested, status, setSearchParams]);
  return null;
}
