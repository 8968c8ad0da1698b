import { ActionIcon, Group, Skeleton, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '@talkreel/contract';
import { canMoveGroup, findVisibleGroup, groupSlides, SLIDE_SPACING_PX } from '../state/slide-groups.ts';
import classes from './similar-templates-carousel.module.css';

export interface SimilarTemplatesCarouselProps {
  templates: readonly TemplateSummary[];
  onPick: (templateId: string) => void;
}

/**
 * 'Similar Templates': a row of 8 slides per group, 16 px apart, that scrolls
 * a group at a time (snap points; Previous and Next move one group, disabled
 * at the ends). Picking one loads it in the same dialog.
 */
export function SimilarTemplatesCarousel({ templates, onPick }: SimilarTemplatesCarouselProps) {
  const { t } = useTranslation();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [visibleGroup, setVisibleGroup] = useState(0);
  const groups = groupSlides(templates);
  const { canGoBack, canGoForward } = canMoveGroup(visibleGroup, groups.length);

  const groupStridePx = () => (viewportRef.current?.clientWidth ?? 0) + SLIDE_SPACING_PX;
  const showGroup = (group: number) => {
    viewportRef.current?.scrollTo({ left: group * groupStridePx() });
    setVisibleGroup(group);
  };

  if (groups.length === 0) return null;
  return (
    <section aria-label={t('templates.dialog.similar')} data-testid="similar-templates" data-group={visibleGroup} data-group-count={groups.length}>
      <Group justify="space-between" mb="xs">
        <Title order={3} fz={16}>
          {t('templates.dialog.similar')}
        </Title>
        {groups.length > 1 && (
          <Group gap={4}>
            <ActionIcon
              variant="default"
              onClick={() => showGroup(visibleGroup - 1)}
              disabled={!canGoBack}
              aria-label={t('templates.dialog.similarPrevious')}
              data-testid="similar-previous"
            >
              <IconChevronLeft size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              onClick={() => showGroup(visibleGroup + 1)}
              disabled={!canGoForward}
              aria-label={t('templates.dialog.similarNext')}
              data-testid="similar-next"
            >
              <IconChevronRight size={16} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Group>
      <div
        ref={viewportRef}
        className={classes.viewport}
        onScroll={(event) => setVisibleGroup(findVisibleGroup(event.currentTarget.scrollLeft, groupStridePx(), groups.length))}
      >
        {groups.map((group, groupIndex) => (
          <div key={groupIndex} className={classes.group} role="group" aria-roledescription="slide group">
            {group.map((template) => (
              <UnstyledButton
                key={template.id}
                className={classes.slide}
                onClick={() => onPick(template.id)}
                aria-label={t('templates.dialog.similarOpen', { name: template.name })}
                title={template.name}
                data-testid="similar-template"
                data-template-id={template.id}
              >
                <div className={classes.thumb}>
                  {template.cover_url ? <img src={template.cover_url} alt="" loading="lazy" /> : <Skeleton h="100%" radius={0} />}
                </div>
                <Text size="xs" lineClamp={1}>
                  {template.name}
                </Text>
              </UnstyledButton>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
