import { Alert, Button, Checkbox, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCoin } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../ui/session/hooks/use-session.ts';
import { chooseToSkipCreditsConfirm, creditsConfirmMode, isCreditsConfirmSkipChosen, shouldSkipCreditsConfirm } from '../state/credits-confirm-mode.ts';
import { creditsConfirmDialog, DEFAULT_CREDITS_NEEDED, type ConfirmCreditsOptions } from '../../../ui/credits-confirm/credits-confirm-store.ts';
import type { OpenDialogRequest } from '../../../ui/dialog-request/create-dialog-request.ts';

/** Spec §2: both shortage buttons go Home with `action=buy` and their source. */
const CREDITS_STORE_PATH = '/?action=buy&source=credits_store';
const UPGRADE_PATH = '/?action=buy&source=upgrade';

function CreditsRow({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group gap={6} wrap="nowrap" data-testid={testId}>
        <IconCoin size={18} color="var(--mantine-color-yellow-6)" aria-hidden />
        <Text fw={600}>{value}</Text>
      </Group>
    </Group>
  );
}

interface CreditsConfirmContentProps {
  isOpen: boolean;
  request: OpenDialogRequest<ConfirmCreditsOptions>;
}

function CreditsConfirmContent({ isOpen, request }: CreditsConfirmContentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status, user } = useSession();
  const [isSkipTicked, setIsSkipTicked] = useState(false);

  const creditsNeeded = request.payload.creditsNeeded ?? DEFAULT_CREDITS_NEEDED;
  const creditsLeft = user?.credit ?? 0;
  const mode = creditsConfirmMode(creditsLeft, creditsNeeded);
  // The balance decides the mode, so nothing shows (or is skipped) before it is known.
  const isBalanceKnown = status !== 'loading';
  const isSkipped = isOpen && isBalanceKnown && shouldSkipCreditsConfirm(mode, isCreditsConfirmSkipChosen());

  useEffect(() => {
    if (isSkipped) creditsConfirmDialog.settle(true);
  }, [isSkipped]);

  const submit = () => {
    if (isSkipTicked) chooseToSkipCreditsConfirm();
    creditsConfirmDialog.settle(true);
  };
  const leaveFor = (path: string) => {
    creditsConfirmDialog.settle(false);
    void navigate(path);
  };

  return (
    <Modal
      opened={isOpen && isBalanceKnown && !isSkipped}
      onClose={creditsConfirmDialog.dismiss}
      title={request.payload.title ?? t('credits.confirm.defaultTitle')}
      size={460}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 20 } }}
      data-testid="credits-confirm-dialog"
      data-mode={mode}
    >
      <Stack gap="md">
        <Text size="sm">{request.payload.description ?? t('credits.confirm.defaultDescription')}</Text>
        <Paper withBorder p="md" radius="md" bg="gray.0">
          <Stack gap="xs">
            <CreditsRow label={t('credits.confirm.needed')} value={creditsNeeded} testId="credits-needed" />
            <CreditsRow label={t('credits.confirm.left')} value={creditsLeft} testId="credits-left" />
          </Stack>
        </Paper>
        {mode === 'insufficient' ? (
          <>
            <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              {t('credits.confirm.insufficient')}
            </Alert>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={creditsConfirmDialog.dismiss}>
                {t('credits.confirm.cancel')}
              </Button>
              <Button variant="light" onClick={() => leaveFor(CREDITS_STORE_PATH)}>
                {t('credits.confirm.creditsStore')}
              </Button>
              <Button color="coral" onClick={() => leaveFor(UPGRADE_PATH)}>
                {t('credits.confirm.upgrade')}
              </Button>
            </Group>
          </>
        ) : (
          <Group justify="space-between" gap="sm">
            <Checkbox
              label={t('credits.confirm.doNotPromptAgain')}
              checked={isSkipTicked}
              onChange={(event) => setIsSkipTicked(event.currentTarget.checked)}
              size="sm"
            />
            <Group gap="sm">
              <Button variant="default" onClick={creditsConfirmDialog.dismiss}>
                {t('credits.confirm.cancel')}
              </Button>
              <Button onClick={submit}>{t('credits.confirm.submit')}</Button>
            </Group>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}

/**
 * The credits confirmation, mounted once and opened with `confirmCredits()`.
 * Its content (and the user-info query it reads) mounts with the first request only.
 */
export function CreditsConfirmDialog() {
  const request = creditsConfirmDialog.useCurrent();
  const shown = creditsConfirmDialog.useLatest();
  if (!shown) return null;
  return <CreditsConfirmContent key={shown.id} isOpen={request !== null} request={shown} />;
}
