import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOGIN_MODE, type LoginMode } from '../../../ui/login-dialog/login-dialog-store.ts';

export interface LoginDialogFooterProps {
  mode: LoginMode;
  onSwitchMode: (mode: LoginMode) => void;
  /** 'Continue with Google' or 'Continue with Discord' is on screen: the note speaks of Continue (spec §2). */
  hasContinueButtons: boolean;
}

/** The terms note's opening words: they name a button the dialog shows. */
function termsPrefixKey(mode: LoginMode, hasContinueButtons: boolean) {
  if (hasContinueButtons) return 'auth.termsPrefix';
  if (mode === LOGIN_MODE.register) return 'auth.termsPrefixSignUp';
  return mode === LOGIN_MODE.resetPassword ? 'auth.termsPrefixReset' : 'auth.termsPrefixSignIn';
}

/**
 * The switch link ('Don’t have an account? Sign up' / 'Already have an
 * account? Sign in') and the terms note, which names the button that is
 * there. The legal pages open in a new tab, so the half-filled dialog stays
 * as it is.
 */
export function LoginDialogFooter({ mode, onSwitchMode, hasContinueButtons }: LoginDialogFooterProps) {
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
        {t(termsPrefixKey(mode, hasContinueButtons))}{' '}
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
