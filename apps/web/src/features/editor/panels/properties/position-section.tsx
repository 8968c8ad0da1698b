import { ActionIcon, Group, SimpleGrid, Tooltip } from '@mantine/core';
import { IconLink, IconLinkOff } from '@tabler/icons-react';
import { setElementBoxes, type EditBox, type EditLabel, type VisualElement } from '@talkreel/timeline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../../hooks/use-editor.ts';
import { buildSizeBox } from '../state/box-changes.ts';
import type { ElementSectionProps } from './element-section-props.ts';
import { NumberField } from './number-field.tsx';
import { PropertySection } from './property-section.tsx';
import { SliderField } from './slider-field.tsx';

/** Reference-canvas px are kept to 0.1 in the panel (the canvas's own drags keep 0.01). */
const pxDecimals = 1;

/** x, y, width and height (with a lockable ratio), rotation and opacity. */
export function PositionSection({ element, onFields }: ElementSectionProps<VisualElement>) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const [isRatioLocked, setRatioLocked] = useState(false);
  const setBox = (box: Partial<EditBox>, label: EditLabel, gesture: string) => store.execute(setElementBoxes([{ id: element.id, ...box }], label), { gesture });
  const lockLabel = t(isRatioLocked ? 'editor.panels.properties.unlockRatio' : 'editor.panels.properties.lockRatio');
  return (
    <PropertySection title={t('editor.panels.properties.position')} testId="section-position">
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
        <NumberField
          label={t('editor.panels.properties.x')}
          testId="prop-x"
          value={element.x}
          decimals={pxDecimals}
          onValue={(x, gesture) => setBox({ x }, 'move', gesture)}
        />
        <NumberField
          label={t('editor.panels.properties.y')}
          testId="prop-y"
          value={element.y}
          decimals={pxDecimals}
          onValue={(y, gesture) => setBox({ y }, 'move', gesture)}
        />
      </SimpleGrid>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <SimpleGrid cols={2} spacing="xs" style={{ flex: 1 }}>
          <NumberField
            label={t('editor.panels.properties.w')}
            testId="prop-w"
            value={element.w}
            min={0}
            decimals={pxDecimals}
            onValue={(w, gesture) => setBox(buildSizeBox(element, 'w', w, isRatioLocked), 'resize', gesture)}
          />
          <NumberField
            label={t('editor.panels.properties.h')}
            testId="prop-h"
            value={element.h}
            min={0}
            decimals={pxDecimals}
            onValue={(h, gesture) => setBox(buildSizeBox(element, 'h', h, isRatioLocked), 'resize', gesture)}
          />
        </SimpleGrid>
        <Tooltip label={lockLabel}>
          <ActionIcon
            variant={isRatioLocked ? 'filled' : 'default'}
            size="md"
            mb={2}
            aria-label={t('editor.panels.properties.lockRatio')}
            aria-pressed={isRatioLocked}
            data-testid="prop-lock-ratio"
            onClick={() => setRatioLocked((locked) => !locked)}
          >
            {isRatioLocked ? <IconLink size={16} /> : <IconLinkOff size={16} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      <NumberField
        label={t('editor.panels.properties.rotation')}
        testId="prop-r"
        value={element.r}
        min={-360}
        max={360}
        decimals={1}
        suffix="°"
        onValue={(r, gesture) => setBox({ r }, 'rotate', gesture)}
      />
      <SliderField
        label={t('editor.panels.properties.opacity')}
        testId="prop-alpha"
        value={Math.round(element.alpha * 100)}
        min={0}
        max={100}
        suffix="%"
        onValue={(percent, gesture) => onFields([{ path: ['alpha'], value: percent / 100 }], gesture)}
      />
    </PropertySection>
  );
}
