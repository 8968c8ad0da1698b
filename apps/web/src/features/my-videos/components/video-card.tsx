import { AspectRatio, Badge, Box, Button, Card, Center, Group, Image, Stack, Text } from '@mantine/core';
import { IconMovie, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { editorPath } from '../../../ui/videos/editor-path.ts';
import type { ProjectSummary } from '../../../ui/videos/project-summary-query-options.ts';
import { RenderStatusView } from './render-status-view.tsx';
import { VideoActionsMenu } from './video-actions-menu.tsx';

export interface VideoCardProps {
  project: ProjectSummary;
  formatDate: (iso: string) => string;
}

/**
 * One video on My Videos: cover, name, date and its latest render's state;
 * opens the video page. Edit, Rename and Delete sit beside the link, over the
 * cover's corner (a button inside a link would be invalid and would navigate).
 */
export function VideoCard({ project, formatDate }: VideoCardProps) {
  const { t } = useTranslation();
  // While a new render runs (or after it failed), the last finished one's cover stays.
  const coverUrl = project.render.cover_url ?? project.render.last_done?.cover_url ?? null;
  return (
    <Box pos="relative" data-testid="video-card-frame">
      <Card
        component={Link}
        to={`/my-videos/${project.id}`}
        padding="sm"
        data-testid="video-card"
        data-project-id={project.id}
        aria-label={t('videos.list.open', { name: project.name })}
        style={{ textDecoration: 'none' }}
      >
        <Card.Section>
          <AspectRatio ratio={16 / 9} bg="gray.1">
            {coverUrl ? (
              <Image src={coverUrl} alt="" fit="contain" bg="black" />
            ) : (
              <Center c="dimmed">
                <Stack gap={4} align="center">
                  <IconMovie size={28} aria-hidden />
                  <Text size="xs">{t('videos.list.noCover')}</Text>
                </Stack>
              </Center>
            )}
          </AspectRatio>
        </Card.Section>
        <Stack gap={6} mt="sm">
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} lineClamp={1} c="var(--mantine-color-text)">
              {project.name}
            </Text>
            {project.is_customized && (
              <Badge variant="light" size="sm" style={{ flexShrink: 0 }} data-testid="customized-draft">
                {t('videos.list.customized')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {formatDate(project.created_at)}
          </Text>
          <RenderStatusView render={project.render} />
        </Stack>
      </Card>
      <Group pos="absolute" top={8} right={8} gap={6}>
        <Button
          component={Link}
          to={editorPath(project.id, 0)}
          size="compact-sm"
          variant="default"
          leftSection={<IconPencil size={14} aria-hidden />}
          aria-label={t('videos.actions.editLabel', { name: project.name })}
          data-testid="edit-video"
        >
          {t('videos.actions.edit')}
        </Button>
        <VideoActionsMenu projectId={project.id} name={project.name} />
      </Group>
    </Box>
  );
}
