import { Badge, Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '@talkreel/contract';
import { ASPECT_RATIO_LABELS } from '../state/template-aspect-ratio.ts';
import { TemplateCover } from './template-cover.tsx';
import classes from './template-card.module.css';

export interface TemplateCardProps {
  template: TemplateSummary;
  onOpen: (templateId: string) => void;
}

/** One template of the gallery: a button (Enter or a click opens the preview) whose cover plays the preview while hovered or focused. */
export function TemplateCard({ template, onOpen }: TemplateCardProps) {
  const { t } = useTranslation();
  const [isPlaying, setIsPlaying] = useState(false);
  return (
    <UnstyledButton
      className={classes.card}
      onClick={() => onOpen(template.id)}
      onMouseEnter={() => setIsPlaying(true)}
      onMouseLeave={() => setIsPlaying(false)}
      onFocus={() => setIsPlaying(true)}
      onBlur={() => setIsPlaying(false)}
      aria-label={t('templates.grid.open', { name: template.name })}
      data-testid="template-card"
      data-template-id={template.id}
      data-aspect-ratio={ASPECT_RATIO_LABELS[template.aspect_ratio]}
    >
      <Box pos="relative">
        <TemplateCover coverUrl={template.cover_url} previewUrl={template.preview_url} isPlaying={isPlaying} />
        <Group className={classes.badges} justify="space-between" gap={4}>
          <Badge size="sm" variant="filled" color="dark" data-testid="template-ratio">
            {ASPECT_RATIO_LABELS[template.aspect_ratio]}
          </Badge>
          {template.has_presenter && (
            <Badge size="sm" variant="filled" color="brand" leftSection={<IconUser size={12} aria-hidden />} data-testid="template-presenter">
              {t('templates.grid.presenter')}
            </Badge>
          )}
        </Group>
      </Box>
      <Stack gap={2} p="sm">
        <Text fw={600} size="sm" lineClamp={1}>
          {template.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`templates.categories.${template.category}`)}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}
