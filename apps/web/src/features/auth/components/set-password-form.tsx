import { Button, Stack, Text } from '@mantine/core';
import type { CodeAction } from '@talkreel/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { showSuccessToast } from '../../../ui/notifications/show-success-toast.ts';
import { setAccountPassword } from '../api/set-password-requests.ts';
import { useFieldErrors } from '../hooks/use-field-errors.ts';
import { validateNewPassword, validatePasswordConfirmation } from '../state/auth-validators.ts';
import { hashPassword } from '../state/hash-password.ts';
import { PasswordField } from './password-field.tsx';

export interface SetPasswordFormProps {
  action: CodeAction;
  email: string;
  /** From check_code. */
  ticket: string;
  onSignedIn: (token: string) => Promise<void>;
}

/** Step 2 of sign-up ('reg') and reset ('resetpwd'): password twice, 'Done' disabled while either is empty. */
export function SetPasswordForm({ action, email, ticket, onSignedIn }: SetPasswordFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const fields = useFieldErrors({
    password: validateNewPassword(password),
    confirmation: validatePasswordConfirmation(confirmation, password),
  });
  const isIncomplete = password === '' || confirmation === '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting || isIncomplete || !fields.check(['password', 'confirmation'])) return;
    setIsSubmitting(true);
    try {
      const token = await setAccountPassword({ action, email, ticket, passwordHash: await hashPassword(password) });
      if (action === 'reg') showSuccessToast(t('auth.signUpSuccess'));
      await onSignedIn(token);
    } catch (error) {
      // The server's message (email taken, ticket expired) is already a toast.
      if (!isApiError(error)) throw error;
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="set-password-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('auth.setPasswordHint', { email: email.trim() })}
        </Text>
        <PasswordField
          label={t('auth.newPassword')}
          placeholder={t('auth.newPasswordPlaceholder')}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          onBlur={() => fields.reveal('password')}
          error={fields.errorOf('password')}
          data-autofocus
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          placeholder={t('auth.confirmPasswordPlaceholder')}
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
          onBlur={() => fields.reveal('confirmation')}
          error={fields.errorOf('confirmation')}
        />
        <Button type="submit" fullWidth size="md" mt="xs" loading={isSubmitting} disabled={isIncomplete}>
          {t('auth.done')}
        </Button>
      </Stack>
    </form>
  );
}
