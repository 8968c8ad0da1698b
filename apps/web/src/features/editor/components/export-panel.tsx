import { Alert, Anchor, Box, Button, Group, Popover, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconFileExport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { shownRenderStage } from '../../../ui/render-result/render-stage.ts';
import { isRenderUnfinished } from '../../../ui/render-result/render-state.ts';
import { projectSummaryQueryOptions } from '../../../ui/videos/project-summary-query-options.ts';
import { renderCreditCostOf } from '../../../ui/videos/render-credit-cost.ts';
import { useRenderAgain } from '../../../ui/videos/use-render-again.ts';
import { editorRenderStatusQueryOptions } from '../api/editor-render-status-query-options.ts';
import type { Autosave } from '../hooks/use-autosave.ts';
import { useEditorSnapshot } from '../hooks/use-editor.ts';

export interface ExportPanelProps {
  projectId: string;
  index: number;
  autosave: Autosave;
}

function DownloadLink({ href, label, fileName, testId }: { href: string | null; label: string; fileName: string; testId: string }) {
  if (!href) return null;
  return (
    <Button component="a" href={href} download={fileName} variant="light" size="xs" leftSection={<IconDownload size={14} aria-hidden />} data-testid={testId}>
      {label}
    </Button>
  );
}

/**
 * 'Export': saves what is unsaved, confirms the credits where the project's
 * kind costs any (the same rule the server charges), submits the render and
 * follows it stage by stage without leaving the editor; when it is done it
 * offers the MP4, the SRT and VTT captions and the cover.
 */
export function ExportPanel({ projectId, index, autosave }: ExportPanelProps) {
  const { t } = useTranslation();
  const { workspace } = useEditorSnapshot();
  const [isOpen, setIsOpen] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const summary = useQuery(projectSummaryQueryOptions(projectId));
  const status = useQuery(editorRenderStatusQueryOptions(projectId, index));
  const cost = renderCreditCostOf(summary.data?.kind ?? 'editor', workspace);
  const renderAgain = useRenderAgain(projectId, index, cost, t('editor.export.start'));
  const render = status.data;
  const isBusy = render !== undefined && isRenderUnfinished(render.status);
  const stage = render ? shownRenderStage(render) : null;
  const percent = Math.round(render?.progress ?? 0);
  const isDone = render?.status === 'done' && render.video_url !== null;

  const start = async () => {
    setIsSaving(true);
    const isSaved = await autosave.flush();
    setIsSaving(false);
    if (isSaved) await renderAgain.start();
    // The credits dialog took the focus (which closes a popover): the progress stays in view.
    setIsOpen(true);
  };

  return (
    <Popover opened={isOpen} onChange={setIsOpen} position="bottom-end" width={340} shadow="md" trapFocus>
      <Popover.Target>
        <Button
          leftSection={<IconFileExport size={16} aria-hidden />}
          onClick={() => setIsOpen((open) => !open)}
          data-testid="editor-export"
          data-status={render?.status ?? 'loading'}
        >
          {t('editor.toolbar.export')}
          {isBusy ? ` · ${percent}%` : ''}
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="editor-export-panel">
        <Stack gap="sm">
          <Button
            onClick={() => void start()}
            loading={isSaving || renderAgain.isPending}
            disabled={isBusy || summary.isPending || autosave.save.state === 'conflict'}
            data-testid="editor-export-start"
          >
            {t('editor.export.start')}
          </Button>
          {isSaving && (
            <Text size="xs" c="dimmed">
              {t('editor.export.savingFirst')}
            </Text>
          )}
          {stage && render && (
            <Stack gap={4} data-testid="editor-export-progress" data-stage={stage} data-progress={percent}>
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  {t(`editor.export.stage.${stage}`)}
                </Text>
                <Text size="sm" c="dimmed" ff="monospace">
                  {percent}%
                </Text>
              </Group>
              <Progress value={Math.max(2, percent)} animated aria-label={t('editor.export.rendering')} aria-valuenow={percent} />
            </Stack>
          )}
          {render && (render.status === 'failed' || render.status === 'cancelled') && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} data-testid="editor-export-failed">
              {t('editor.export.failed', { message: render.error ?? '' })}
            </Alert>
          )}
          {isDone && render && (
            <Stack gap="xs" data-testid="editor-export-done">
              <Text size="sm" fw={600}>
                {t('editor.export.done')}
              </Text>
              <Box bg="black" style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}>
                <video
                  key={render.task_id}
                  src={render.video_url ?? undefined}
                  poster={render.cover_url ?? undefined}
                  controls
                  preload="metadata"
                  playsInline
                  style={{ display: 'block', width: '100%', maxHeight: 220, objectFit: 'contain' }}
                  data-testid="editor-export-video"
                />
              </Box>
              <Group gap={6}>
                <DownloadLink href={render.video_url} label={t('editor.export.downloadMp4')} fileName="video.mp4" testId="editor-export-mp4" />
                <DownloadLink href={render.subtitle_url} label={t('editor.export.downloadSrt')} fileName="subtitles.srt" testId="editor-export-srt" />
                <DownloadLink href={render.vtt_url} label={t('editor.export.downloadVtt')} fileName="subtitles.vtt" testId="editor-export-vtt" />
                <DownloadLink href={render.cover_url} label={t('editor.export.downloadCover')} fileName="cover.jpg" testId="editor-export-cover" />
              </Group>
              <Anchor component={Link} to={`/my-videos/${projectId}`} size="sm">
                {t('editor.export.openVideo')}
              </Anchor>
            </Stack>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
