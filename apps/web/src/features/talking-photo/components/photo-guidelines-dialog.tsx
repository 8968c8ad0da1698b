import { Button, Drawer, Group, List, Modal, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { guidelinesSecondsLeft } from '../state/guidelines-countdown.ts';
import { photoGuidelinesDialog } from '../state/photo-guidelines-store.ts';

/** A phone: the guidelines rise from the bottom as a drawer (spec §2). */
const PHONE_MEDIA_QUERY = '(max-width: 36em)';
/** How often the countdown re-reads the clock: well under a second so it never lags a whole one. */
const TICK_MS = 200;

function GuidelineList({ title, items, isGood }: { title: string; items: readonly string[]; isGood: boolean }) {
  const color = isGood ? 'green' : 'red';
  return (
    <Stack gap="xs" data-testid={isGood ? 'guidelines-good' : 'guidelines-bad'}>
      <Text fw={700} c={isGood ? 'green.8' : 'red.7'}>
        {title}
      </Text>
      <List
        spacing={6}
        size="sm"
        icon={
          <ThemeIcon color={color} variant="light" size={20} radius="xl" aria-hidden>
            {isGood ? <IconCheck size={13} /> : <IconX size={13} />}
          </ThemeIcon>
        }
      >
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** Mounted afresh for each opening (keyed by the request), so the countdown starts from that moment. */
function GuidelinesBody() {
  const { t } = useTranslation();
  const [openedAtMs] = useState(() => Date.now());
  const [nowMs, setNowMs] = useState(openedAtMs);
  const secondsLeft = guidelinesSecondsLeft(openedAtMs, nowMs);

  useEffect(() => {
    if (secondsLeft === 0) return undefined;
    const timer = window.setInterval(() => setNowMs(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [secondsLeft]);

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('talkingPhoto.guidelines.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
        <GuidelineList title={t('talkingPhoto.guidelines.goodTitle')} items={t('talkingPhoto.guidelines.good', { returnObjects: true })} isGood />
        <GuidelineList title={t('talkingPhoto.guidelines.badTitle')} items={t('talkingPhoto.guidelines.bad', { returnObjects: true })} isGood={false} />
      </SimpleGrid>
      <Text size="xs" c="dimmed" data-testid="guidelines-presets-note">
        {t('talkingPhoto.guidelines.presetsNote')}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={photoGuidelinesDialog.dismiss}>
          {t('talkingPhoto.guidelines.cancel')}
        </Button>
        <Button
          disabled={secondsLeft > 0}
          onClick={() => photoGuidelinesDialog.settle(1)}
          data-testid="guidelines-confirm"
          data-seconds-left={secondsLeft}
          aria-live="polite"
        >
          {secondsLeft > 0 ? t('talkingPhoto.guidelines.confirmIn', { seconds: secondsLeft }) : t('talkingPhoto.guidelines.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The photo guidelines, opened with `openPhotoGuidelines()` before the file
 * picker: a modal on a desktop, a drawer from the bottom on a phone. Confirm
 * waits out a 5 s countdown from each opening; closing answers 0, confirm 1.
 */
export function PhotoGuidelinesDialog() {
  const { t } = useTranslation();
  const request = photoGuidelinesDialog.useCurrent();
  const shown = photoGuidelinesDialog.useLatest();
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY) ?? false;
  const body = shown ? <GuidelinesBody key={shown.id} /> : null;
  const common = {
    opened: request !== null,
    onClose: photoGuidelinesDialog.dismiss,
    title: t('talkingPhoto.guidelines.title'),
    styles: { title: { fontWeight: 700, fontSize: 20 } },
  };
  return isPhone ? (
    <Drawer
      {...common}
      position="bottom"
      radius="lg"
      styles={{ ...common.styles, content: { height: 'auto', maxHeight: '92dvh', borderBottomLeftRadius: 0, borderBottomRightRadius: 0 } }}
      data-testid="photo-guidelines"
      data-variant="drawer"
    >
      {body}
    </Drawer>
  ) : (
    <Modal {...common} size={640} centered radius="lg" data-testid="photo-guidelines" data-variant="modal">
      {body}
    </Modal>
  );
}
