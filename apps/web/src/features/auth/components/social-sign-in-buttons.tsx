import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandDiscordFilled, IconBrandGoogleFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authProvidersQueryOptions } from '../api/auth-providers-query-options.ts';
import { useSocialSignIn } from '../hooks/use-social-sign-in.ts';

export interface SocialSignInButtonsProps {
  onSignedIn: (token: string) => Promise<void>;
}

/**
 * 'Continue with Google' and 'Continue with Discord', each only when this
 * installation configured the provider, then the 'or' divider. Nothing at
 * all when neither is configured.
 */
export function SocialSignInButtons({ onSignedIn }: SocialSignInButtonsProps) {
  const { t } = useTranslation();
  const { data: providers } = useQuery(authProvidersQueryOptions());
  const socialSignIn = useSocialSignIn(onSignedIn);
  const googleClientId = providers?.google_client_id ?? null;
  const discordClientId = providers?.discord_client_id ?? null;
  if (googleClientId === null && discordClientId === null) return null;

  const isBusy = socialSignIn.pendingProvider !== null;
  return (
    <Stack gap="md">
      <Stack gap="sm">
        {googleClientId !== null && (
          <Button
            variant="default"
            size="md"
            fullWidth
            leftSection={<IconBrandGoogleFilled size={18} aria-hidden />}
            loading={socialSignIn.pendingProvider === 'google'}
            disabled={isBusy}
            onClick={() => socialSignIn.start('google', googleClientId)}
          >
            {t('auth.continueWithGoogle')}
          </Button>
        )}
        {discordClientId !== null && (
          <Button
            variant="default"
            size="md"
            fullWidth
            leftSection={<IconBrandDiscordFilled size={18} color="#5865F2" aria-hidden />}
            loading={socialSignIn.pendingProvider === 'discord'}
            disabled={isBusy}
            onClick={() => socialSignIn.start('discord', discordClientId)}
          >
            {t('auth.continueWithDiscord')}
          </Button>
        )}
      </Stack>
      <Divider label={t('auth.or')} labelPosition="center" />
    </Stack>
  );
}
