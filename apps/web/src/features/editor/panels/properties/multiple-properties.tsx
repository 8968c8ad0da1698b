import { ActionIcon, Group, Input, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconLayoutAlignBottom,
  IconLayoutAlignCenter,
  IconLayoutAlignLeft,
  IconLayoutAlignMiddle,
  IconLayoutAlignRight,
  IconLayoutAlignTop,
} from '@tabler/icons-react';
import { getCanvasSize, isVisualElement, setElementBoxes, setElementFields, type TimelineElement, type VisualElement } from '@talkreel/timeline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorSnapshot, useEditorStore } from '../../hooks/use-editor.ts';
import { buildAlignedBoxes, type CanvasAlignment } from '../state/box-changes.ts';
import { ArrangeButtons } from './arrange-buttons.tsx';
import { PropertySection } from './property-section.tsx';
import { SliderField } from './slider-field.tsx';

const alignments: readonly { alignment: CanvasAlignment; icon: ReactNode }[] = [
  { alignment: 'left', icon: <IconLayoutAlignLeft size={16} /> },
  { alignment: 'center', icon: <IconLayoutAlignCenter size={16} /> },
  { alignment: 'right', icon: <IconLayoutAlignRight size={16} /> },
  { alignment: 'top', icon: <IconLayoutAlignTop size={16} /> },
  { alignment: 'middle', icon: <IconLayoutAlignMiddle size={16} /> },
  { alignment: 'bottom', icon: <IconLayoutAlignBottom size={16} /> },
];

export interface MultiplePropertiesProps {
  elements: readonly (TimelineElement & { id: string })[];
}

/** Several selected elements: how many, arrange and delete, one opacity for all, and alignment to the canvas. */
export function MultipleProperties({ elements }: MultiplePropertiesProps) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const { workspace } = useEditorSnapshot();
  const ids = elements.map((element) => element.id);
  const visuals = elements.filter((element): element is VisualElement & { id: string } => isVisualElement(element));
  const align = (alignment: CanvasAlignment) =>
    store.execute(setElementBoxes(buildAlignedBoxes(elements, getCanvasSize(workspace.aspect_ratio), alignment), 'move'));
  return (
    <Stack gap="md">
      <Stack gap={6} pb="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Text size="sm" fw={600} data-testid="properties-count">
          {t('editor.panels.properties.selectedCount', { count: elements.length })}
        </Text>
        <ArrangeButtons ids={ids} />
      </Stack>
      {visuals.length > 0 && (
        <PropertySection title={t('editor.panels.properties.position')} testId="section-position">
          <SliderField
            label={t('editor.panels.properties.opacity')}
            testId="prop-alpha"
            value={Math.round(visuals[0]!.alpha * 100)}
            min={0}
            max={100}
            suffix="%"
            onValue={(percent, gesture) =>
              store.execute(setElementFields(visuals.map((element) => ({ id: element.id, fields: [{ path: ['alpha'], value: percent / 100 }] }))), { gesture })
            }
          />
          <Input.Wrapper label={t('editor.panels.properties.align.title')} size="xs">
            <Group gap={4} wrap="nowrap">
              {alignments.map(({ alignment, icon }) => (
                <Tooltip key={alignment} label={t(`editor.panels.properties.align.${alignment}`)}>
                  <ActionIcon
                    variant="default"
                    aria-label={t(`editor.panels.properties.align.${alignment}`)}
                    data-testid={`align-${alignment}`}
                    onClick={() => align(alignment)}
                  >
                    {icon}
                  </ActionIcon>
                </Tooltip>
              ))}
            </Group>
          </Input.Wrapper>
        </PropertySection>
      )}
    </Stack>
  );
}
