import { Button, Stack, TextInput } from '@mantine/core';
import { RESEND_INTERVAL_MS, type CodeAction } from '@talkreel/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { showSuccessToast } from '../../../ui/notifications/show-success-toast.ts';
import { checkVerificationCode, sendVerificationCode } from '../api/verification-code-requests.ts';
import { withCaptcha } from '../api/with-captcha.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { useFieldErrors } from '../hooks/use-field-errors.ts';
import { validateEmail, validateVerificationCode } from '../state/auth-validators.ts';
import { EmailField } from './email-field.tsx';

export interface VerifyEmailFormProps {
  action: CodeAction;
  email: string;
  onEmailChange: (email: string) => void;
  /** Receives the ticket from check_code, which the set-password step needs. */
  onVerified: (ticket: string) => void;
}

/**
 * Step 1 of sign-up and reset (spec §4): 'Send code' mails a code and starts
 * the 60 s 'Retrieve(Ns)' wait; 'Next step' stays disabled until a ticket
 * arrives, then checks the code. A changed email needs a new code.
 */
export function VerifyEmailForm({ action, email, onEmailChange, onVerified }: VerifyEmailFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [sendTicket, setSendTicket] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isChecking, setIsChecking] = useState(false);
  const countdown = useCountdown();
  const fields = useFieldErrors({ email: validateEmail(email), code: validateVerificationCode(code) });

  const sendCode = async () => {
    if (isSending || countdown.secondsLeft > 0 || !fields.check(['email'])) return;
    setIsSending(true);
    try {
      const ticket = await withCaptcha((captcha) => sendVerificationCode({ email, action }, captcha));
      if (ticket === null) return;
      setSendTicket(ticket);
      showSuccessToast(t('auth.codeSent'));
      countdown.start(RESEND_INTERVAL_MS);
    } finally {
      setIsSending(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendTicket === null) {
      await sendCode();
      return;
    }
    if (isChecking || !fields.check(['email', 'code'])) return;
    setIsChecking(true);
    try {
      onVerified(await checkVerificationCode({ email, action, ticket: sendTicket, code }));
    } catch (error) {
      // The server's message (wrong or expired code) is already a toast.
      if (!isApiError(error)) throw error;
    } finally {
      setIsChecking(false);
    }
  };

  const changeEmail = (nextEmail: string) => {
    onEmailChange(nextEmail);
    if (sendTicket === null) return;
    setSendTicket(null);
    countdown.reset();
  };

  const isWaiting = countdown.secondsLeft > 0;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="verify-email-form">
      <Stack gap="sm">
        <EmailField value={email} onChange={changeEmail} onBlur={() => fields.reveal('email')} error={fields.errorOf('email')} />
        <TextInput
          label={t('auth.verificationCode')}
          placeholder={t('auth.verificationCodePlaceholder')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          onBlur={() => fields.reveal('code')}
          error={fields.errorOf('code')}
          rightSectionWidth={132}
          rightSectionPointerEvents="all"
          rightSection={
            <Button size="compact-sm" variant="subtle" onClick={() => void sendCode()} loading={isSending} disabled={isWaiting}>
              {isWaiting ? t('auth.retrieveIn', { seconds: countdown.secondsLeft }) : t('auth.sendCode')}
            </Button>
          }
        />
        <Button type="submit" fullWidth size="md" mt="xs" loading={isChecking} disabled={sendTicket === null}>
          {t('auth.nextStep')}
        </Button>
      </Stack>
    </form>
  );
}
