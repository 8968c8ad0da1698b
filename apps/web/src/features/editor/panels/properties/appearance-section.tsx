import { Select, SimpleGrid } from '@mantine/core';
import {
  ContentPositionSchema,
  FitModeSchema,
  ShapeKindSchema,
  type ContentPosition,
  type FitMode,
  type ShapeKind,
  type VisualElement,
} from '@talkreel/timeline';
import { useTranslation } from 'react-i18next';
import { hasMediaPicture } from '../state/element-sections.ts';
import { buildMaskChange, buildShapeFieldChange } from '../state/shape-changes.ts';
import type { ElementSectionProps } from './element-section-props.ts';
import { NumberField } from './number-field.tsx';
import { PropertySection } from './property-section.tsx';

/** Blur for every visual element; for pictures, videos and avatars also how the media fits its box and its mask. */
export function AppearanceSection({ element, onFields }: ElementSectionProps<VisualElement>) {
  const { t } = useTranslation();
  return (
    <PropertySection title={t('editor.panels.properties.appearance')} testId="section-appearance">
      <NumberField
        label={t('editor.panels.properties.blur')}
        testId="prop-gauss"
        value={element.gauss}
        min={0}
        max={200}
        decimals={1}
        suffix=" px"
        onValue={(gauss, gesture) => onFields([{ path: ['gauss'], value: gauss }], gesture)}
      />
      {hasMediaPicture(element) && <MediaPictureFields element={element} onFields={onFields} />}
    </PropertySection>
  );
}

function MediaPictureFields({ element, onFields }: ElementSectionProps<Extract<VisualElement, { type: 'pic' | 'video' | 'person' }>>) {
  const { t } = useTranslation();
  const { shape } = element;
  const maskKinds: readonly (ShapeKind | 'none')[] = ['none', ...ShapeKindSchema.options];
  return (
    <>
      <Select
        label={t('editor.panels.properties.fitMode')}
        data-testid="prop-fit-mode"
        size="xs"
        allowDeselect={false}
        data={FitModeSchema.options.map((mode) => ({ value: mode, label: t(`editor.panels.properties.fitModes.${mode}`) }))}
        value={element.fit_mode}
        onChange={(mode) => mode !== null && onFields([{ path: ['fit_mode'], value: mode as FitMode }])}
      />
      <SimpleGrid cols={2} spacing="xs">
        <Select
          label={t('editor.panels.properties.mask')}
          data-testid="prop-mask"
          size="xs"
          allowDeselect={false}
          data={maskKinds.map((kind) => ({ value: kind, label: t(`editor.panels.properties.shapeKinds.${kind}`) }))}
          value={shape?.type ?? 'none'}
          onChange={(kind) => kind !== null && onFields([buildMaskChange(shape, kind as ShapeKind | 'none')])}
        />
        <Select
          label={t('editor.panels.properties.contentPosition')}
          data-testid="prop-content-position"
          size="xs"
          allowDeselect={false}
          data={ContentPositionSchema.options.map((position) => ({ value: position, label: t(`editor.panels.properties.contentPositions.${position}`) }))}
          value={shape?.content_position ?? 'center'}
          onChange={(position) => position !== null && onFields([buildShapeFieldChange(shape, 'content_position', position as ContentPosition)])}
        />
      </SimpleGrid>
      {shape?.type === 'square' && (
        <NumberField
          label={t('editor.panels.properties.cornerRadius')}
          testId="prop-mask-radius"
          value={shape.radius}
          min={0}
          decimals={1}
          suffix=" px"
          onValue={(radius, gesture) => onFields([buildShapeFieldChange(shape, 'radius', radius)], gesture)}
        />
      )}
    </>
  );
}
