import { Anchor, Box, Image, Modal, PinInput, Skeleton, Stack, Text } from '@mantine/core';
import { CAPTCHA_LENGTH } from '@talkreel/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { captchaQueryOptions } from '../api/captcha-query-options.ts';
import { captchaDialog, type CaptchaDialogPayload } from '../state/captcha-dialog-store.ts';

/** Drawn size of the server's captcha PNG, in px. */
const CAPTCHA_IMAGE_WIDTH_PX = 160;
const CAPTCHA_IMAGE_HEIGHT_PX = 60;

interface CaptchaChallengeProps extends CaptchaDialogPayload {
  openingId: number;
}

/** One opening of the dialog: the image, four boxes that submit on the fourth character, and 'Change one'. */
function CaptchaChallenge({ openingId, submit }: CaptchaChallengeProps) {
  const { t } = useTranslation();
  const captcha = useQuery(captchaQueryOptions(openingId));
  const [answer, setAnswer] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const boxesRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isSubmitting && message !== null) boxesRef.current?.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus();
  }, [isSubmitting, message]);

  const changeImage = () => {
    setAnswer('');
    void captcha.refetch();
  };

  const complete = async (value: string) => {
    if (!captcha.data || isSubmitting) return;
    setIsSubmitting(true);
    setMessage(null);
    const outcome = await submit({ captcha_id: captcha.data.id, captcha: value });
    if (outcome.kind !== 'retry') {
      captchaDialog.settle(outcome.kind === 'solved');
      return;
    }
    // Each image answers once: a wrong answer needs a new one.
    setMessage(outcome.message);
    setIsSubmitting(false);
    changeImage();
  };

  return (
    <Stack align="center" gap="md" pb="xs">
      <Box w={CAPTCHA_IMAGE_WIDTH_PX} h={CAPTCHA_IMAGE_HEIGHT_PX}>
        {captcha.data && !captcha.isFetching ? (
          <Image
            src={captcha.data.b64s}
            alt={t('captcha.imageAlt')}
            w={CAPTCHA_IMAGE_WIDTH_PX}
            h={CAPTCHA_IMAGE_HEIGHT_PX}
            radius="md"
            fit="contain"
            bd="1px solid var(--mantine-color-default-border)"
            data-testid="captcha-image"
            data-captcha-id={captcha.data.id}
          />
        ) : captcha.isError && !captcha.isFetching ? (
          <Text size="xs" c="red" ta="center">
            {t('captcha.loadFailed')}
          </Text>
        ) : (
          <Skeleton w={CAPTCHA_IMAGE_WIDTH_PX} h={CAPTCHA_IMAGE_HEIGHT_PX} radius="md" />
        )}
      </Box>
      <PinInput
        rootRef={boxesRef}
        length={CAPTCHA_LENGTH}
        type="alphanumeric"
        size="lg"
        value={answer}
        onChange={setAnswer}
        onComplete={(value) => void complete(value)}
        disabled={isSubmitting}
        error={message !== null}
        ariaLabel={t('captcha.inputLabel')}
        placeholder=""
        autoFocus
        data-testid="captcha-input"
      />
      {message !== null && (
        <Text size="sm" c="red" ta="center" role="alert">
          {message}
        </Text>
      )}
      <Anchor component="button" type="button" size="sm" onClick={changeImage} disabled={isSubmitting}>
        {t('captcha.changeOne')}
      </Anchor>
    </Stack>
  );
}

/** Spec §2 captcha dialog, opened by `withCaptcha` when the server answers 10204. */
export function CaptchaDialog() {
  const { t } = useTranslation();
  const request = captchaDialog.useCurrent();
  const shown = captchaDialog.useLatest();
  return (
    <Modal
      opened={request !== null}
      onClose={captchaDialog.dismiss}
      title={t('captcha.title')}
      size={420}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('auth.close') }}
      // Above the login dialog it is opened from.
      zIndex={400}
      styles={{ title: { fontWeight: 700, fontSize: 18 } }}
      data-testid="captcha-dialog"
    >
      {shown && <CaptchaChallenge key={shown.id} openingId={shown.id} submit={shown.payload.submit} />}
    </Modal>
  );
}
