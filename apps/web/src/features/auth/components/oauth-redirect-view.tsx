import { Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deliverOAuthHandoff } from '../state/oauth-handoff.ts';
import { readOAuthRedirect } from '../state/oauth-redirect.ts';
import type { OAuthProvider } from '../state/oauth-urls.ts';

export interface OAuthRedirectViewProps {
  provider: OAuthProvider;
}

type Outcome = 'delivering' | 'delivered' | 'cancelled';

/**
 * The body of /googleLoginRedirect and /discordLoginRedirect, shown inside
 * the sign-in popup: reads the token or code from the address, wipes it from
 * the address bar and history, hands it to the opener and closes the popup.
 */
export function OAuthRedirectView({ provider }: OAuthRedirectViewProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>('delivering');
  // Development's StrictMode runs effects twice; the address is already wiped the second time.
  const hasDelivered = useRef(false);

  useEffect(() => {
    if (hasDelivered.current) return;
    hasDelivered.current = true;
    const handoff = readOAuthRedirect(provider, window.location);
    window.history.replaceState(null, '', window.location.pathname);
    deliverOAuthHandoff(handoff);
    setOutcome('error' in handoff ? 'cancelled' : 'delivered');
    window.close();
  }, [provider]);

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Paper p="xl" maw={420} shadow="sm" withBorder data-testid="oauth-redirect" data-outcome={outcome}>
        <Stack align="center" gap="sm">
          {outcome === 'delivering' && <Loader size="sm" />}
          <Text ta="center">
            {outcome === 'delivering' && t('auth.redirect.completing')}
            {outcome === 'delivered' && t('auth.redirect.canClose', { name: t('app.name') })}
            {outcome === 'cancelled' && t('auth.redirect.cancelled')}
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
