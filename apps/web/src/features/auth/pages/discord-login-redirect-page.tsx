import { OAuthRedirectView } from '../components/oauth-redirect-view.tsx';

/** `/discordLoginRedirect`: Discord returns the authorization code here, in the popup. */
export function DiscordLoginRedirectPage() {
  return <OAuthRedirectView provider="discord" />;
}
