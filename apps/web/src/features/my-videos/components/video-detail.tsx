import { Anchor, Button, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '@mantine/hooks';
import { getCanvasSize } from '@talkreel/timeline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { projectSummaryQueryOptions, type ProjectSummary } from '../../../ui/videos/project-summary-query-options.ts';
import { renderStatusQueryOptions } from '../api/video-query-options.ts';
import { useParsedWorkspace } from '../hooks/use-parsed-workspace.ts';
import { useRenderAgain } from '../../../ui/videos/use-render-again.ts';
import { renderCreditCostOf } from '../../../ui/videos/render-credit-cost.ts';
import { getShownVideo, isRenderUnfinished } from '../../../ui/render-result/render-state.ts';
import { editorPath } from '../../../ui/videos/editor-path.ts';
import { RenderStatusView } from './render-status-view.tsx';
import { VideoActionsMenu } from './video-actions-menu.tsx';
import { VideoNotFound } from './video-not-found.tsx';
import { VideoPreviewPanel } from './video-preview-panel.tsx';
import { VideoResult } from './video-result.tsx';

export interface VideoDetailProps {
  projectId: string;
  /** The workspace shown and rendered; the first is the video, a project's further workspaces are alternatives of it. */
  workspaceIndex?: number;
}

function BackToList() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/my-videos" size="sm" c="dimmed">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('videos.video.backToList')}
      </Group>
    </Anchor>
  );
}

/**
 * One video: found among the account's videos first, so an unknown or
 * deleted one shows a single not-found state and asks nothing else.
 */
export function VideoDetail({ projectId, workspaceIndex = 0 }: VideoDetailProps) {
  const { t } = useTranslation();
  const summary = useQuery(projectSummaryQueryOptions(projectId));
  if (summary.isPending) {
    return (
      <Stack gap="lg" maw={1280} aria-busy="true">
        <BackToList />
        <Skeleton height={36} width={280} />
      </Stack>
    );
  }
  if (summary.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        <BackToList />
        <Text c="dimmed">{t('videos.video.loadFailed')}</Text>
        <Button variant="light" onClick={() => void summary.refetch()}>
          {t('videos.list.retry')}
        </Button>
      </Stack>
    );
  }
  if (!summary.data) return <VideoNotFound />;
  return <FoundVideo project={summary.data} workspaceIndex={workspaceIndex} />;
}

/**
 * The finished MP4 with downloads and its link, the render's live progress,
 * 'Render again' (the last good video stays while the new one renders), and
 * beside it the browser preview of the timeline.
 */
function FoundVideo({ project, workspaceIndex }: { project: ProjectSummary; workspaceIndex: number }) {
  const { t } = useTranslation();
  const status = useQuery(renderStatusQueryOptions(project.id, workspaceIndex));
  const workspace = useParsedWorkspace(project.id, workspaceIndex);
  // What a render costs can depend on the timeline: Render waits for it (disabled while it loads).
  const renderAgain = useRenderAgain(
    project.id,
    workspaceIndex,
    renderCreditCostOf(project.kind, workspace.state === 'ready' ? workspace.workspace : null),
    t('videos.video.creditsTitle'),
  );
  const frame = workspace.state === 'ready' ? getCanvasSize(workspace.workspace.aspect_ratio) : null;
  // 16:9 until the workspace says otherwise.
  const aspect = frame ? frame.widthPx / frame.heightPx : 16 / 9;
  const { name } = project;
  useDocumentTitle(`${name} · ${t('app.name')}`);
  const render = status.data;
  const isBusy = render !== undefined && isRenderUnfinished(render.status);
  const shownVideo = render ? getShownVideo(render) : null;

  return (
    <Stack gap="lg" maw={1280}>
      <Stack gap={4}>
        <BackToList />
        <Group justify="space-between" wrap="nowrap" align="center">
          <Title order={1} fz={32} data-testid="video-title" lineClamp={2}>
            {name}
          </Title>
          <Group gap="xs" wrap="nowrap">
            <Button
              component={Link}
              to={editorPath(project.id, workspaceIndex)}
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              data-testid="edit-video"
            >
              {t('videos.actions.edit')}
            </Button>
            <VideoActionsMenu projectId={project.id} name={name} />
          </Group>
        </Group>
      </Stack>
      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card data-testid="video-result-card">
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={2} fz={20}>
                  {t('videos.video.resultTitle')}
                </Title>
                <Button
                  variant="light"
                  leftSection={<IconRefresh size={16} />}
                  loading={renderAgain.isPending}
                  disabled={isBusy || status.isPending || workspace.state === 'loading'}
                  onClick={() => void renderAgain.start()}
                  data-testid="render-again"
                >
                  {t(render?.status === 'none' ? 'videos.video.render' : 'videos.video.renderAgain')}
                </Button>
              </Group>
              {status.isPending && <Skeleton height={0} pb={`${100 / aspect}%`} radius="md" />}
              {status.isError && <Text c="dimmed">{t('videos.video.loadFailed')}</Text>}
              {render && render.status !== 'done' && <RenderStatusView render={render} isCompact />}
              {render && render.status !== 'done' && shownVideo && (
                <Text size="sm" c="dimmed" data-testid="showing-last-video">
                  {t(isBusy ? 'videos.video.showingLastWhileRendering' : 'videos.video.showingLast')}
                </Text>
              )}
              {render && render.status === 'none' && <Text c="dimmed">{t('videos.video.notRendered')}</Text>}
              {shownVideo && <VideoResult video={shownVideo} name={name} aspect={aspect} />}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card data-testid="video-preview-card">
            <Stack gap="md">
              <Title order={2} fz={20}>
                {t('videos.video.previewTitle')}
              </Title>
              <VideoPreviewPanel workspace={workspace} />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
