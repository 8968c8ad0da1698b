import { Select, SimpleGrid } from '@mantine/core';
import { transitionEffects, type TransitionEffect } from '@talkreel/timeline';
import { useTranslation } from 'react-i18next';
import { buildCrossEffectChange, buildCrossTimeChange, buildSlotEdgeChanges, toDisplaySeconds } from '../state/timing-changes.ts';
import type { ElementSectionProps } from './element-section-props.ts';
import { NumberField } from './number-field.tsx';
import { PropertySection } from './property-section.tsx';

const noEffect = 'none';

/** Start and end in the scene (seconds), and the cross-in and cross-out transitions with their lengths. */
export function TimingSection({ element, onFields }: ElementSectionProps) {
  const { t } = useTranslation();
  const { timeline } = element;
  const effectOptions = [noEffect, ...transitionEffects].map((effect) => ({
    value: effect,
    label: t(`editor.panels.properties.transitions.${effect as TransitionEffect | typeof noEffect}`),
  }));
  const sides = [
    { side: 'in', effect: timeline.cross?.in, timeMs: timeline.cross?.in_time ?? 0, label: 'crossIn', timeLabel: 'crossInTime' },
    { side: 'out', effect: timeline.cross?.out, timeMs: timeline.cross?.out_time ?? 0, label: 'crossOut', timeLabel: 'crossOutTime' },
  ] as const;
  return (
    <PropertySection title={t('editor.panels.properties.timing')} testId="section-timing">
      <SimpleGrid cols={2} spacing="xs">
        <NumberField
          label={t('editor.panels.properties.start')}
          testId="prop-start"
          value={toDisplaySeconds(timeline.start)}
          min={0}
          step={0.1}
          decimals={1}
          onValue={(seconds, gesture) => onFields(buildSlotEdgeChanges(timeline, 'start', seconds), gesture)}
        />
        <NumberField
          label={t('editor.panels.properties.end')}
          testId="prop-end"
          value={toDisplaySeconds(timeline.end)}
          min={0}
          step={0.1}
          decimals={1}
          onValue={(seconds, gesture) => onFields(buildSlotEdgeChanges(timeline, 'end', seconds), gesture)}
        />
      </SimpleGrid>
      {sides.map(({ side, effect, timeMs, label, timeLabel }) => (
        <SimpleGrid key={side} cols={2} spacing="xs">
          <Select
            label={t(`editor.panels.properties.${label}`)}
            data-testid={`prop-cross-${side}`}
            size="xs"
            data={effectOptions}
            value={effect ?? noEffect}
            allowDeselect={false}
            onChange={(value) => {
              if (value === null) return;
              onFields([buildCrossEffectChange(timeline, side, value === noEffect ? null : (value as TransitionEffect))]);
            }}
          />
          <NumberField
            label={t(`editor.panels.properties.${timeLabel}`)}
            testId={`prop-cross-${side}-time`}
            value={toDisplaySeconds(timeMs)}
            min={0}
            max={toDisplaySeconds(timeline.end - timeline.start)}
            step={0.1}
            decimals={1}
            disabled={effect === undefined}
            onValue={(seconds, gesture) => onFields([buildCrossTimeChange(timeline, side, seconds)], gesture)}
          />
        </SimpleGrid>
      ))}
    </PropertySection>
  );
}
