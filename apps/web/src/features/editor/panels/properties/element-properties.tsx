import { Badge, Group, Stack, Text } from '@mantine/core';
import { isPlayableElement, isVisualElement, setElementFields, type FieldChange, type TimelineElement } from '@talkreel/timeline';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../../hooks/use-editor.ts';
import { describeElement, listElementSections } from '../state/element-sections.ts';
import { AppearanceSection } from './appearance-section.tsx';
import { ArrangeButtons } from './arrange-buttons.tsx';
import { MediaSection } from './media-section.tsx';
import { PersonSection } from './person-section.tsx';
import { PositionSection } from './position-section.tsx';
import { ShapeSection } from './shape-section.tsx';
import { TextSection } from './text-section.tsx';
import { TimingSection } from './timing-section.tsx';

export interface ElementPropertiesProps {
  element: TimelineElement & { id: string };
}

/** One selected element: its type, name and layer, arrange and delete, then the sections its type has. */
export function ElementProperties({ element }: ElementPropertiesProps) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const onFields = (fields: readonly FieldChange[], gesture?: string) =>
    store.execute(setElementFields([{ id: element.id, fields }]), gesture === undefined ? {} : { gesture });
  const props = { element, onFields };
  const name = describeElement(element);
  return (
    <Stack gap="md">
      <Stack gap={6} pb="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Badge variant="light" data-testid="properties-type">
              {t(`editor.panels.properties.types.${element.type}`)}
            </Badge>
            <Text size="sm" fw={600} truncate="end" title={name}>
              {name}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="properties-layer">
            {t('editor.panels.properties.layer', { index: element.zindex })}
          </Text>
        </Group>
        <ArrangeButtons ids={[element.id]} />
      </Stack>
      {listElementSections(element.type).map((section) => {
        switch (section) {
          case 'position':
            return isVisualElement(element) ? <PositionSection key={section} {...props} element={element} /> : null;
          case 'timing':
            return <TimingSection key={section} {...props} />;
          case 'text':
            return element.type === 'text' || element.type === 'subtitle' ? <TextSection key={section} {...props} element={element} /> : null;
          case 'shape':
            return element.type === 'shape' ? <ShapeSection key={section} {...props} element={element} /> : null;
          case 'appearance':
            return isVisualElement(element) ? <AppearanceSection key={section} {...props} element={element} /> : null;
          case 'media':
            return isPlayableElement(element) ? <MediaSection key={section} {...props} element={element} /> : null;
          case 'person':
            return element.type === 'person' ? <PersonSection key={section} {...props} element={element} /> : null;
        }
      })}
    </Stack>
  );
}
