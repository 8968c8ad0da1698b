import { Select, SimpleGrid, Switch } from '@mantine/core';
import { resolveSubtitleStyle, resolveTextStyle, type SubtitleElement, type TextElement, type TextInfo, type TextStyle } from '@talkreel/timeline';
import { useTranslation } from 'react-i18next';
import { useEditorSnapshot } from '../../hooks/use-editor.ts';
import { listFontFamilyOptions, toFontFamily } from '../state/font-family-options.ts';
import { ChoiceField } from './choice-field.tsx';
import type { ElementSectionProps } from './element-section-props.ts';
import { NumberField } from './number-field.tsx';
import { PropertySection } from './property-section.tsx';
import { TextAreaField } from './text-area-field.tsx';
import { TextStyleFields } from './text-style-fields.tsx';

const fontWeights = ['100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;

/** The style a text or subtitle is drawn with now: the panel shows the defaults the renderer applies. */
export function useResolvedTextStyle(element: TextElement | SubtitleElement): TextStyle {
  const { workspace } = useEditorSnapshot();
  return element.type === 'text' ? resolveTextStyle(element, 1) : resolveSubtitleStyle(element, workspace.aspect_ratio, 1);
}

/** The words of a text or subtitle and how they are set: font, size, weight, italic, alignment, line height, colours. */
export function TextSection({ element, onFields }: ElementSectionProps<TextElement | SubtitleElement>) {
  const { t } = useTranslation();
  const style = useResolvedTextStyle(element);
  const text = element.type === 'text' ? (element.prop.textInfo?.text ?? '') : element.subtitle.text;
  const textPath = element.type === 'text' ? ['prop', 'textInfo', 'text'] : ['subtitle', 'text'];
  const setInfo = (field: keyof TextInfo, value: unknown, gesture?: string) => onFields([{ path: ['prop', 'textInfo', field], value }], gesture);
  return (
    <PropertySection title={t('editor.panels.properties.text')} testId="section-text">
      <TextAreaField
        label={t('editor.panels.properties.content')}
        testId="prop-text"
        value={text}
        // Timed words would keep showing the old captions: edited text is spread over the slot instead.
        onValue={(value, gesture) =>
          onFields(
            [{ path: textPath, value }, ...(element.type === 'subtitle' && element.subtitle.words ? [{ path: ['subtitle', 'words'], value: undefined }] : [])],
            gesture,
          )
        }
      />
      <Select
        label={t('editor.panels.properties.fontFamily')}
        data-testid="prop-font-family"
        size="xs"
        allowDeselect={false}
        data={listFontFamilyOptions(element.font_family, t('editor.panels.properties.fontDefault'))}
        value={element.font_family?.name ?? ''}
        onChange={(name) => name !== null && onFields([{ path: ['font_family'], value: toFontFamily(name, element.font_family) }])}
      />
      <SimpleGrid cols={2} spacing="xs">
        <NumberField
          label={t('editor.panels.properties.fontSize')}
          testId="prop-font-size"
          value={style.fontSizePx}
          min={1}
          max={1000}
          decimals={1}
          onValue={(size, gesture) => setInfo('fontSize', size, gesture)}
        />
        <Select
          label={t('editor.panels.properties.fontWeight')}
          data-testid="prop-font-weight"
          size="xs"
          allowDeselect={false}
          data={fontWeights.map((weight) => ({ value: weight, label: `${weight} · ${t(`editor.panels.properties.weights.${weight}`)}` }))}
          value={String(style.fontWeight)}
          onChange={(weight) => weight !== null && setInfo('fontWeight', Number(weight))}
        />
      </SimpleGrid>
      <Switch
        label={t('editor.panels.properties.italic')}
        data-testid="prop-italic"
        size="sm"
        checked={style.isItalic}
        onChange={(event) => setInfo('italic', event.currentTarget.checked)}
      />
      <ChoiceField
        label={t('editor.panels.properties.textAlign')}
        testId="prop-align"
        value={style.align}
        options={(['left', 'center', 'right'] as const).map((align) => ({ value: align, label: t(`editor.panels.properties.alignments.${align}`) }))}
        onValue={(align) => setInfo('align', align)}
      />
      <ChoiceField
        label={t('editor.panels.properties.verticalAlign')}
        testId="prop-vertical-align"
        value={style.verticalAlign}
        options={(['top', 'middle', 'bottom'] as const).map((align) => ({ value: align, label: t(`editor.panels.properties.verticalAlignments.${align}`) }))}
        onValue={(align) => setInfo('verticalAlign', align)}
      />
      <NumberField
        label={t('editor.panels.properties.lineHeight')}
        testId="prop-line-height"
        value={style.lineHeight}
        min={0.5}
        max={4}
        step={0.05}
        decimals={2}
        onValue={(lineHeight, gesture) => setInfo('lineHeight', lineHeight, gesture)}
      />
      <TextStyleFields style={style} setInfo={setInfo} />
    </PropertySection>
  );
}
