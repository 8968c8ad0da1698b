import { Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Any address the app has no route for. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('notFound.title')} · ${t('app.name')}`);

  return (
    <Stack gap="sm" align="flex-start" maw={720}>
      <Title order={1} fz={32}>
        {t('notFound.title')}
      </Title>
      <Text c="dimmed">{t('notFound.body')}</Text>
      <Button component={Link} to="/">
        {t('notFound.backHome')}
      </Button>
    </Stack>
  );
}
