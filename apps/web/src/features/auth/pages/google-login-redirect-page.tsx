import { OAuthRedirectView } from '../components/oauth-redirect-view.tsx';

/** `/googleLoginRedirect`: Google returns the ID token here, in the popup. */
export function GoogleLoginRedirectPage() {
  return <OAuthRedirectView provider="google" />;
}
