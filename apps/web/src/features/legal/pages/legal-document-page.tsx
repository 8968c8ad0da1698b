import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export interface LegalDocumentPageProps {
  documentKey: 'legal.termsOfUse' | 'legal.privacyPolicy';
}

/**
 * `/terms-of-use` and `/privacy-policy` (spec §2, opened from the sign-in
 * footer): what a self-hosted installation does with its users' data, and
 * that its operator answers for it.
 *
 * Loaded lazily by the legal feature's routes.
 * @public
 */
export function LegalDocumentPage({ documentKey }: LegalDocumentPageProps) {
  const { t } = useTranslation();
  const document = t(documentKey, { returnObjects: true });
  const otherDocument =
    documentKey === 'legal.termsOfUse'
      ? { path: '/privacy-policy', title: t('legal.privacyPolicy.title') }
      : { path: '/terms-of-use', title: t('legal.termsOfUse.title') };
  useDocumentTitle(`${document.title} · ${t('app.name')}`);

  return (
    <Stack component="article" gap="lg" maw={760} data-testid="legal-document">
      <Stack gap="xs">
        <Title order={1} fz={32}>
          {document.title}
        </Title>
        <Text size="lg" c="dimmed">
          {document.intro}
        </Text>
      </Stack>
      {document.sections.map((section) => (
        <Stack component="section" gap={6} key={section.heading}>
          <Title order={2} fz={20}>
            {section.heading}
          </Title>
          <Text lh={1.65}>{section.body}</Text>
        </Stack>
      ))}
      <Anchor component={Link} to={otherDocument.path} size="sm">
        {otherDocument.title}
      </Anchor>
    </Stack>
  );
}
