import { SimpleGrid } from '@mantine/core';
import { ShapeKindSchema, type ShapeElement } from '@talkreel/timeline';
import { useTranslation } from 'react-i18next';
import { buildShapeFieldChange, buildShapeInfoChange } from '../state/shape-changes.ts';
import { ChoiceField } from './choice-field.tsx';
import { ColorField } from './color-field.tsx';
import type { ElementSectionProps } from './element-section-props.ts';
import { NumberField } from './number-field.tsx';
import { PropertySection } from './property-section.tsx';

/** A shape element's outline, corner radius, fill, frosted-glass blur and stroke. */
export function ShapeSection({ element, onFields }: ElementSectionProps<ShapeElement>) {
  const { t } = useTranslation();
  const { shape } = element;
  const shapeInfo = element.prop.shapeInfo;
  return (
    <PropertySection title={t('editor.panels.properties.shape')} testId="section-shape">
      <ChoiceField
        label={t('editor.panels.properties.shapeType')}
        testId="prop-shape-type"
        value={shape.type}
        options={ShapeKindSchema.options.map((kind) => ({ value: kind, label: t(`editor.panels.properties.shapeKinds.${kind}`) }))}
        onValue={(kind) => onFields([buildShapeFieldChange(shape, 'type', kind)])}
      />
      {shape.type === 'square' && (
        <NumberField
          label={t('editor.panels.properties.cornerRadius')}
          testId="prop-shape-radius"
          value={shape.radius}
          min={0}
          decimals={1}
          suffix=" px"
          onValue={(radius, gesture) => onFields([buildShapeFieldChange(shape, 'radius', radius)], gesture)}
        />
      )}
      <ColorField
        label={t('editor.panels.properties.fill')}
        testId="prop-shape-color"
        value={shape.color}
        placeholder={t('editor.panels.properties.defaultColor')}
        onValue={(color, gesture) => onFields([{ path: ['shape', 'color'], value: color }], gesture)}
      />
      <NumberField
        label={t('editor.panels.properties.backgroundBlur')}
        testId="prop-shape-background-blur"
        value={shape.background_gauss}
        min={0}
        max={200}
        decimals={1}
        suffix=" px"
        onValue={(blur, gesture) => onFields([buildShapeFieldChange(shape, 'background_gauss', blur)], gesture)}
      />
      <SimpleGrid cols={2} spacing="xs">
        <ColorField
          label={t('editor.panels.properties.strokeColor')}
          testId="prop-stroke-color"
          value={shapeInfo?.strokeColor}
          placeholder={t('editor.panels.properties.defaultColor')}
          onValue={(color, gesture) => onFields([buildShapeInfoChange(shapeInfo, 'strokeColor', color)], gesture)}
        />
        <NumberField
          label={t('editor.panels.properties.strokeWidth')}
          testId="prop-stroke-width"
          value={shapeInfo?.strokeWidth ?? 0}
          min={0}
          max={200}
          decimals={1}
          onValue={(width, gesture) => onFields([buildShapeInfoChange(shapeInfo, 'strokeWidth', width)], gesture)}
        />
      </SimpleGrid>
    </PropertySection>
  );
}
