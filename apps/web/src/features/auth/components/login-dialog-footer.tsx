import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOGIN_MODE, type LoginMode } from '../state/login-dialog-store.ts';

export interface LoginDialogFooterProps {
  mode: LoginMode;
  onSwitchMode: (mode: LoginMode) => void;
}

/**
 * The switch link ('Don’t have an account? Sign up' / 'Already have an
 * account? Sign in') and the terms note. The legal pages open in a new tab,
 * so the half-filled dialog stays as it is.
 */
export function LoginDialogFooter({ mode, onSwitchMode }: LoginDialogFooterProps) {
  const { t } = useTranslation();
  const isSignIn = mode === LOGIN_MODE.signIn;
  return (
    <Stack gap="xs" align="center">
      <Text size="sm" ta="center">
        {isSignIn ? t('auth.noAccountPrompt') : t('auth.haveAccountPrompt')}{' '}
        <Anchor component="button" type="button" fw={600} size="sm" onClick={() => onSwitchMode(isSignIn ? LOGIN_MODE.register : LOGIN_MODE.signIn)}>
          {isSignIn ? t('auth.signUpLink') : t('auth.signInLink')}
        </Anchor>
      </Text>
      <Text size="xs" c="dimmed" ta="center" data-testid="login-terms">
        {t('auth.termsPrefix')}{' '}
        <Anchor href="/terms-of-use" target="_blank" rel="noopener" size="xs">
          {t('auth.termsOfUse')}
        </Anchor>{' '}
        {t('auth.and')}{' '}
        <Anchor href="/privacy-policy" target="_blank" rel="noopener" size="xs">
          {t('auth.privacyPolicy')}
        </Anchor>
      </Text>
    </Stack>
  );
}
