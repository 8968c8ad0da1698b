import { Box, Center, Flex, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authProvidersQueryOptions } from '../api/auth-providers-query-options.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { LOGIN_MODE, type LoginMode } from '../../../ui/login-dialog/login-dialog-store.ts';
import { LoginDialogFooter } from './login-dialog-footer.tsx';
import { LoginPromoPanel } from './login-promo-panel.tsx';
import { SetPasswordForm } from './set-password-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SocialSignInButtons } from './social-sign-in-buttons.tsx';
import { VerifyEmailForm } from './verify-email-form.tsx';

export interface LoginPanelProps {
  initialMode: LoginMode;
  /** Called once the new token is stored and user info refreshed. */
  onSignedIn: () => void;
}

const TITLE_KEYS = {
  [LOGIN_MODE.signIn]: 'auth.welcomeTitle',
  [LOGIN_MODE.register]: 'auth.signUpTitle',
  [LOGIN_MODE.resetPassword]: 'auth.resetTitle',
} as const;

/**
 * The dialog's content: the promotional column and the form column, which
 * switches between sign in, sign up and reset. Sign-up and reset go through
 * the verify-email step, then set-password (social buttons hidden there).
 * The typed email carries across modes. The forms appear once the
 * installation's social providers are known, so the buttons above them never
 * push the form down under a pointer that is about to click.
 */
export function LoginPanel({ initialMode, onSignedIn }: LoginPanelProps) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const [email, setEmail] = useState('');
  const [verifiedTicket, setVerifiedTicket] = useState<string | null>(null);
  const providers = useQuery(authProvidersQueryOptions());
  const isLoadingProviders = providers.isPending;
  // As SocialSignInButtons decides: a provider shows its button when its client id is set.
  const hasSocialProviders = (providers.data?.google_client_id ?? null) !== null || (providers.data?.discord_client_id ?? null) !== null;

  const finish = useCallback(
    async (token: string) => {
      await completeSignIn(token);
      onSignedIn();
    },
    [completeSignIn, onSignedIn],
  );
  const switchMode = (nextMode: LoginMode) => {
    setMode(nextMode);
    setVerifiedTicket(null);
  };

  const action = mode === LOGIN_MODE.register ? 'reg' : 'resetpwd';
  const isSettingPassword = mode !== LOGIN_MODE.signIn && verifiedTicket !== null;
  return (
    <Flex mih={580} data-mode={mode} data-testid="login-panel">
      <LoginPromoPanel />
      <Box flex={1} px={{ base: 'lg', sm: 40 }} py={40}>
        <Stack gap="lg" justify="center" mih="100%">
          <Stack gap={4}>
            <Modal.Title fz={24} fw={700} lh={1.3}>
              {t(TITLE_KEYS[mode], { name: t('app.name') })}
            </Modal.Title>
            {mode !== LOGIN_MODE.resetPassword && (
              <Text size="sm" c="dimmed">
                {t('auth.unlockFeatures')}
              </Text>
            )}
          </Stack>
          {isLoadingProviders ? (
            <Center mih={320}>
              <Loader size="sm" />
            </Center>
          ) : (
            <>
              {!isSettingPassword && <SocialSignInButtons onSignedIn={finish} />}
              {mode === LOGIN_MODE.signIn && (
                <SignInForm email={email} onEmailChange={setEmail} onForgotPassword={() => switchMode(LOGIN_MODE.resetPassword)} onSignedIn={finish} />
              )}
              {mode !== LOGIN_MODE.signIn && verifiedTicket === null && (
                <VerifyEmailForm key={mode} action={action} email={email} onEmailChange={setEmail} onVerified={setVerifiedTicket} />
              )}
              {isSettingPassword && <SetPasswordForm action={action} email={email} ticket={verifiedTicket} onSignedIn={finish} />}
              <LoginDialogFooter mode={mode} onSwitchMode={switchMode} hasContinueButtons={hasSocialProviders && !isSettingPassword} />
            </>
          )}
        </Stack>
      </Box>
    </Flex>
  );
}
