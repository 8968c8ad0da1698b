import { Alert, Box, Button, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconWand } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { TEMPLATE_QUERY_KEYS, templateDetailQueryOptions } from '../api/template-query-options.ts';
import { useStartFromTemplate } from '../hooks/use-start-from-template.ts';
import { SceneThumbnails } from './scene-thumbnails.tsx';
import { SimilarTemplatesCarousel } from './similar-templates-carousel.tsx';
import { TemplatePreviewVideo } from './template-preview-video.tsx';

/** The spec's dialog width (site §9), px. */
const DIALOG_WIDTH_PX = 704;
/** Below this a template opens a plain video dialog (site §2: 'On mobile a template opens a plain video dialog instead'). */
const PHONE_MEDIA_QUERY = '(max-width: 48em)';

export interface TemplatePreviewDialogProps {
  /** The template in the page's query (`templateId`); null = closed. */
  templateId: string | null;
  onClose: () => void;
  /** A similar template picked: it replaces this one in the same dialog. */
  onPick: (templateId: string) => void;
}

/**
 * The template preview dialog (site §2, §4): closed, then open (loading, then
 * loaded or error). Shows the name, the preview video (autoplay, controls),
 * the scene thumbnails, 'Use the template' and 'Similar Templates'. On a phone,
 * only the video and the button. Closing clears the template's data once the
 * dialog has faded out.
 */
export function TemplatePreviewDialog({ templateId, onClose, onPick }: TemplatePreviewDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY) ?? false;
  const { startFromTemplate, isStarting } = useStartFromTemplate();
  // The last template shown stays while the dialog fades out, so its content does not collapse mid-animation.
  const [shownId, setShownId] = useState(templateId);
  if (templateId && templateId !== shownId) setShownId(templateId);
  const detail = useQuery({ ...templateDetailQueryOptions(shownId ?? ''), enabled: shownId !== null });

  const state = detail.isError ? 'error' : detail.data ? 'loaded' : 'loading';
  const template = detail.data;
  const name = template?.name ?? '';
  const clearData = () => {
    if (shownId) queryClient.removeQueries({ queryKey: TEMPLATE_QUERY_KEYS.detail(shownId) });
    setShownId(null);
  };

  const useButton = (
    <Button
      size="md"
      leftSection={<IconWand size={18} aria-hidden />}
      onClick={() => template && startFromTemplate(template.id)}
      disabled={!template}
      loading={isStarting}
      fullWidth={isPhone}
      data-testid="template-use"
    >
      {t('templates.dialog.use')}
    </Button>
  );

  const errorView = (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={t('templates.dialog.errorTitle')} data-testid="template-dialog-error">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{isApiError(detail.error) ? detail.error.msg : detail.error?.message}</Text>
        <Button size="xs" variant="light" color="red" onClick={() => void detail.refetch()} data-testid="template-dialog-retry">
          {t('templates.dialog.retry')}
        </Button>
      </Stack>
    </Alert>
  );

  return (
    <Modal
      opened={templateId !== null}
      onClose={onClose}
      onExitTransitionEnd={clearData}
      size={isPhone ? 'calc(100vw - 32px)' : DIALOG_WIDTH_PX}
      centered
      title={template ? name : state === 'loading' ? <Skeleton height={22} width={220} aria-label={t('templates.dialog.loading')} /> : ''}
      closeButtonProps={{ 'aria-label': t('templates.dialog.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 20 } }}
    >
      {/* Mantine's root has no box of its own: the test hooks sit on the body. */}
      <Box data-testid={isPhone ? 'template-phone-dialog' : 'template-dialog'} data-state={state} data-template-id={shownId ?? undefined}>
        {state === 'error' ? (
          errorView
        ) : isPhone ? (
          <Stack gap="md">
            <TemplatePreviewVideo previewUrl={template?.preview_url} coverUrl={template?.cover_url} name={name} height="min(62vh, 560px)" />
            {useButton}
          </Stack>
        ) : (
          <Stack gap="lg">
            <TemplatePreviewVideo previewUrl={template?.preview_url} coverUrl={template?.cover_url} name={name} height="min(40vh, 340px)" />
            <SceneThumbnails thumbnails={template?.scene_thumbnails} aspectRatio={template?.aspect_ratio} />
            {useButton}
            {template && <SimilarTemplatesCarousel key={template.id} templates={template.similar_template} onPick={onPick} />}
          </Stack>
        )}
      </Box>
    </Modal>
  );
}
