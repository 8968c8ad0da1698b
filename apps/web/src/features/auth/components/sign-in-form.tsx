import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { requestLogin } from '../api/request-login.ts';
import { withCaptcha } from '../api/with-captcha.ts';
import { useFieldErrors } from '../hooks/use-field-errors.ts';
import { validateEmail, validateSignInPassword } from '../state/auth-validators.ts';
import { hashPassword } from '../state/hash-password.ts';
import { PasswordField } from './password-field.tsx';
import { EmailField } from './email-field.tsx';

export interface SignInFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
  onSignedIn: (token: string) => Promise<void>;
}

/**
 * Sign in with email and password; Enter submits. Spec §8: 10204 opens the
 * captcha dialog and its answer retries; 10201 shows the server's message.
 */
export function SignInForm({ email, onEmailChange, onForgotPassword, onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const fields = useFieldErrors({ email: validateEmail(email), password: validateSignInPassword(password) });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting || !fields.check(['email', 'password'])) return;
    setIsSubmitting(true);
    try {
      const passwordHash = await hashPassword(password);
      const token = await withCaptcha((captcha) => requestLogin({ email, passwordHash }, captcha));
      if (token) await onSignedIn(token);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="sign-in-form">
      <Stack gap="sm">
        <EmailField value={email} onChange={onEmailChange} onBlur={() => fields.reveal('email')} error={fields.errorOf('email')} />
        <PasswordField
          label={t('auth.password')}
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          onBlur={() => fields.reveal('password')}
          error={fields.errorOf('password')}
        />
        <Group justify="flex-end" mt={-4}>
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            {t('auth.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={isSubmitting}>
          {t('auth.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
