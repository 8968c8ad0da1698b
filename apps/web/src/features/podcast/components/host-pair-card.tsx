import { Badge, Group, Progress, Skeleton, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PodcastHostPair } from '@talkreel/contract';
import { hostPairName, hostPairProgressPercent, hostsOf, isHostPairGenerating } from '../state/host-pair.ts';
import classes from './host-pair-card.module.css';

export interface HostPairCardProps {
  pair: PodcastHostPair;
  isSelected: boolean;
  onSelect: (pair: PodcastHostPair) => void;
}

/**
 * One host pair of the strip: the two hosts' pictures side by side and
 * their names. A pair whose covers are still being made shows the lower of
 * its two progresses and cannot be chosen yet.
 */
export function HostPairCard({ pair, isSelected, onSelect }: HostPairCardProps) {
  const { t } = useTranslation();
  const isGenerating = isHostPairGenerating(pair);
  const percent = hostPairProgressPercent(pair);
  const name = hostPairName(pair);
  return (
    <UnstyledButton
      className={classes.card}
      onClick={() => !isGenerating && onSelect(pair)}
      aria-pressed={isSelected}
      aria-disabled={isGenerating}
      aria-label={isGenerating ? `${name} · ${t('podcast.hosts.generating', { percent })}` : name}
      data-testid="host-pair"
      data-pair-id={pair.id}
      data-selected={isSelected}
      data-disabled={isGenerating}
      data-demo={pair.is_demo}
    >
      <div className={classes.covers}>
        {hostsOf(pair).map((host) =>
          host.cover_url ? (
            <img key={host.id} className={classes.cover} src={host.cover_url} alt="" draggable={false} />
          ) : (
            <Skeleton key={host.id} className={classes.placeholder} animate={isGenerating} radius={0} />
          ),
        )}
        {isGenerating && (
          <div className={classes.generating} data-testid="host-pair-generating" data-progress={percent}>
            <Text size="xs" fw={600}>
              {t('podcast.hosts.generating', { percent })}
            </Text>
            <Progress value={percent} w="100%" size="sm" aria-hidden />
          </div>
        )}
        {isSelected && (
          <ThemeIcon className={classes.check} size={22} radius="xl" aria-hidden>
            <IconCheck size={14} stroke={3} />
          </ThemeIcon>
        )}
      </div>
      <Group gap={4} mt={6} wrap="nowrap" justify="space-between">
        <Text size="xs" fw={600} truncate="end" c={isSelected ? 'brand.7' : undefined} aria-hidden>
          {name}
        </Text>
        {!pair.is_demo && (
          <Badge size="xs" variant="light" color="coral" style={{ flexShrink: 0 }} aria-hidden>
            {t('podcast.hosts.yours')}
          </Badge>
        )}
      </Group>
    </UnstyledButton>
  );
}
