import { SimpleGrid } from '@mantine/core';
import type { TextInfo, TextStyle } from '@talkreel/timeline';
import { useTranslation } from 'react-i18next';
import { ColorField } from './color-field.tsx';
import { NumberField } from './number-field.tsx';

export interface TextStyleFieldsProps {
  /** What the text is drawn with now (defaults included). */
  style: TextStyle;
  setInfo: (field: keyof TextInfo, value: unknown, gesture?: string) => void;
}

/** A text's colour, outline, shadow and background panel. An emptied colour goes back to the default. */
export function TextStyleFields({ style, setInfo }: TextStyleFieldsProps) {
  const { t } = useTranslation();
  const placeholder = t('editor.panels.properties.defaultColor');
  return (
    <>
      <ColorField
        label={t('editor.panels.properties.color')}
        testId="prop-color"
        value={style.color}
        placeholder={placeholder}
        onValue={(color, gesture) => setInfo('color', color, gesture)}
      />
      <SimpleGrid cols={2} spacing="xs">
        <ColorField
          label={t('editor.panels.properties.strokeColor')}
          testId="prop-stroke-color"
          value={style.strokeColor}
          placeholder={placeholder}
          onValue={(color, gesture) => setInfo('strokeColor', color, gesture)}
        />
        <NumberField
          label={t('editor.panels.properties.strokeWidth')}
          testId="prop-stroke-width"
          value={style.strokeWidthPx}
          min={0}
          max={100}
          decimals={1}
          onValue={(width, gesture) => setInfo('strokeWidth', width, gesture)}
        />
        <ColorField
          label={t('editor.panels.properties.shadowColor')}
          testId="prop-shadow-color"
          value={style.shadowColor}
          placeholder={placeholder}
          onValue={(color, gesture) => setInfo('shadowColor', color, gesture)}
        />
        <NumberField
          label={t('editor.panels.properties.shadowBlur')}
          testId="prop-shadow-blur"
          value={style.shadowBlurPx}
          min={0}
          max={200}
          decimals={1}
          onValue={(blur, gesture) => setInfo('shadowBlur', blur, gesture)}
        />
      </SimpleGrid>
      <ColorField
        label={t('editor.panels.properties.backgroundColor')}
        testId="prop-background-color"
        value={style.backgroundColor}
        placeholder={placeholder}
        onValue={(color, gesture) => setInfo('backgroundColor', color, gesture)}
      />
    </>
  );
}
