import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export interface LegalDocumentPageProps {
  documentKey: 'nav.termsOfUse' | 'nav.privacyPolicy';
}

/**
 * `/terms-of-use` and `/privacy-policy`. Each self-hosted installation
 * publishes its own; until one does, the page says so instead of inventing terms.
 */
export function LegalDocumentPage({ documentKey }: LegalDocumentPageProps) {
  const { t } = useTranslation();
  const title = t(documentKey);
  useDocumentTitle(`${title} · ${t('app.name')}`);

  return (
    <Stack gap="xs" maw={720}>
      <Title order={1} fz={32}>
        {title}
      </Title>
      <Text c="dimmed">{t('section.legalNotPublished', { document: title.toLowerCase() })}</Text>
    </Stack>
  );
}
