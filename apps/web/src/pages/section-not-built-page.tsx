import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export interface SectionNotBuiltPageProps {
  /** The section's name, a translation key of SECTIONS_NOT_BUILT. */
  labelKey: string;
}

/** A section's route before its feature exists: its name and one plain sentence saying so. */
export function SectionNotBuiltPage({ labelKey }: SectionNotBuiltPageProps) {
  const { t } = useTranslation();
  const title = (t as (key: string) => string)(labelKey);
  useDocumentTitle(`${title} · ${t('app.name')}`);

  return (
    <Stack gap="xs" maw={720} data-testid="section-not-built">
      <Title order={1} fz={32}>
        {title}
      </Title>
      <Text c="dimmed">{t('section.notBuilt', { section: title })}</Text>
    </Stack>
  );
}
