import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { getDefaultPlayMode, playModes, type PlayableElement, type PlayMode } from '@talkreel/timeline';
import { useTranslation } from 'react-i18next';
import { getMediaFileName, hasMediaClip } from '../state/element-sections.ts';
import { buildClipEdgeChange, toDisplaySeconds } from '../state/timing-changes.ts';
import type { ElementSectionProps } from './element-section-props.ts';
import { NumberField } from './number-field.tsx';
import { PropertySection } from './property-section.tsx';
import { SliderField } from './slider-field.tsx';

/** The file, its volume, the part of it that plays and what happens when it is shorter or longer than the slot. */
export function MediaSection({ element, onFields }: ElementSectionProps<PlayableElement>) {
  const { t } = useTranslation();
  const clip = element.prop.clip;
  return (
    <PropertySection title={t('editor.panels.properties.media')} testId="section-media">
      <TextInput label={t('editor.panels.properties.file')} data-testid="prop-file" size="xs" readOnly value={getMediaFileName(element.path)} />
      <SliderField
        label={t('editor.panels.properties.volume')}
        testId="prop-volume"
        value={element.volume}
        min={0}
        max={100}
        onValue={(volume, gesture) => onFields([{ path: ['volume'], value: volume }], gesture)}
      />
      {hasMediaClip(element) && (
        <SimpleGrid cols={2} spacing="xs">
          <NumberField
            label={t('editor.panels.properties.clipStart')}
            testId="prop-clip-start"
            value={toDisplaySeconds(clip?.start ?? 0)}
            min={0}
            step={0.1}
            decimals={1}
            onValue={(seconds, gesture) => onFields([buildClipEdgeChange(clip, 'start', seconds)], gesture)}
          />
          <NumberField
            label={t('editor.panels.properties.clipEnd')}
            testId="prop-clip-end"
            value={clip?.end === undefined ? undefined : toDisplaySeconds(clip.end)}
            placeholder={t('editor.panels.properties.clipEndPlaceholder')}
            min={0}
            step={0.1}
            decimals={1}
            onValue={(seconds, gesture) => onFields([buildClipEdgeChange(clip, 'end', seconds)], gesture)}
            onClear={(gesture) => onFields([buildClipEdgeChange(clip, 'end', undefined)], gesture)}
          />
        </SimpleGrid>
      )}
      <Select
        label={t('editor.panels.properties.playMode')}
        data-testid="prop-play-mode"
        size="xs"
        allowDeselect={false}
        data={playModes.map((mode) => ({ value: mode, label: t(`editor.panels.properties.playModes.${mode}`) }))}
        value={element.prop.play_mode ?? getDefaultPlayMode(element)}
        onChange={(mode) => mode !== null && onFields([{ path: ['prop', 'play_mode'], value: mode as PlayMode }])}
      />
    </PropertySection>
  );
}
