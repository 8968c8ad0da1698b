import { Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMovieOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A video address that is not one of the account's videos (never was, deleted, or another account's): one plain state. */
export function VideoNotFound() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('videos.notFound.title')} · ${t('app.name')}`);
  return (
    <Stack gap="sm" align="flex-start" maw={720} data-testid="video-not-found">
      <IconMovieOff size={40} stroke={1.4} aria-hidden color="var(--mantine-color-dimmed)" />
      <Title order={1} fz={32}>
        {t('videos.notFound.title')}
      </Title>
      <Text c="dimmed">{t('videos.notFound.body')}</Text>
      <Button component={Link} to="/my-videos">
        {t('videos.notFound.backToList')}
      </Button>
    </Stack>
  );
}
