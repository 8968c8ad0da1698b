import { Switch } from '@mantine/core';
import type { PersonElement } from '@talkreel/timeline';
import { useTranslation } from 'react-i18next';
import { PersonSpeechSection } from '../person-speech-section.tsx';
import type { ElementSectionProps } from './element-section-props.ts';
import { PropertySection } from './property-section.tsx';

/** An avatar's backdrop and head motion, and what it says (the speech section). */
export function PersonSection({ element, onFields }: ElementSectionProps<PersonElement>) {
  const { t } = useTranslation();
  const { speech, listen } = element.prop;
  // Head motion belongs to the speech, or to the listening: a still person has neither.
  const motionOwner = speech ? 'speech' : listen ? 'listen' : undefined;
  return (
    <PropertySection title={t('editor.panels.properties.person')} testId="section-person">
      <Switch
        label={t('editor.panels.properties.bgTransparent')}
        data-testid="prop-bg-transparent"
        size="sm"
        checked={element.prop.bg_transparent ?? false}
        onChange={(event) => onFields([{ path: ['prop', 'bg_transparent'], value: event.currentTarget.checked }])}
      />
      {motionOwner && (
        <Switch
          label={t('editor.panels.properties.headMotion')}
          data-testid="prop-head-motion"
          size="sm"
          checked={(speech ?? listen)?.head_motion ?? true}
          onChange={(event) => onFields([{ path: ['prop', motionOwner, 'head_motion'], value: event.currentTarget.checked }])}
        />
      )}
      <PersonSpeechSection elementId={element.id} />
    </PropertySection>
  );
}
