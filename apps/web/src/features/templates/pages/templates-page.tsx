import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TemplateGallery } from '../components/template-gallery.tsx';
import { TemplatePreviewDialog } from '../components/template-preview-dialog.tsx';
import { UseTemplateOpening } from '../components/use-template-opening.tsx';
import { readTemplateId, readUseTemplateId, withoutUseTemplate, withTemplateId } from '../state/template-query-params.ts';

/**
 * `/templates`: the gallery and its preview dialog, whose template is the
 * query's `templateId` (written on open, cleared on close, replacing the
 * history entry); `?useTemplateId=` opens a template straight in the Editor.
 */
export function TemplatesPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('templates.title')} · ${t('app.name')}`);
  const [searchParams, setSearchParams] = useSearchParams();
  const useTemplateId = readUseTemplateId(searchParams);
  const showTemplate = (templateId: string | null) => setSearchParams((current) => withTemplateId(current, templateId), { replace: true });

  if (useTemplateId) {
    return <UseTemplateOpening templateId={useTemplateId} onGiveUp={() => setSearchParams((current) => withoutUseTemplate(current), { replace: true })} />;
  }
  return (
    <Stack gap="lg" maw={1280} data-testid="templates-page">
      <Stack gap={4}>
        <Title order={1} fz={32}>
          {t('templates.title')}
        </Title>
        <Text c="dimmed">{t('templates.subtitle')}</Text>
      </Stack>
      <TemplateGallery onOpenTemplate={showTemplate} />
      <TemplatePreviewDialog templateId={readTemplateId(searchParams)} onClose={() => showTemplate(null)} onPick={showTemplate} />
    </Stack>
  );
}
