import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TimelinePlayer } from '../../../ui/timeline-player/components/timeline-player.tsx';
import { getCoverFrameTimeMs } from '../../../ui/timeline-player/state/cover-frame-time.ts';
import { useSession } from '../../../ui/session/hooks/use-session.ts';
import type { ParsedWorkspace } from '../hooks/use-parsed-workspace.ts';

export interface VideoPreviewPanelProps {
  workspace: ParsedWorkspace;
}

/**
 * The workspace played in the browser by the timeline player, opened on the
 * video's cover frame so both show the same first picture. A Free-plan
 * account's renders carry the watermark, so its preview draws it too.
 */
export function VideoPreviewPanel({ workspace }: VideoPreviewPanelProps) {
  const { t } = useTranslation();
  const { user } = useSession();

  if (workspace.state === 'loading') return <Skeleton height={0} pb="56.25%" radius="lg" data-testid="preview-skeleton" />;
  if (workspace.state === 'failed') return <Text c="dimmed">{t('videos.video.loadFailed')}</Text>;
  if (workspace.state === 'invalid') {
    return (
      <Alert color="red" variant="light">
        {t('videos.video.invalidWorkspace', { message: workspace.message })}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <TimelinePlayer
        workspace={workspace.workspace}
        initialTimeMs={getCoverFrameTimeMs(workspace.workspace)}
        hasWatermark={user ? !user.planInfo.can_remove_watermark : false}
      />
      <Text size="xs" c="dimmed">
        {t('videos.video.previewHint')}
      </Text>
    </Stack>
  );
}
