import { Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TemplateVariable } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { changeMapping, columnLabel, DEFAULT_MAPPING_VALUE, mappingSelectValue, type SheetMapping } from '../state/sheet-mapping.ts';

export interface MappingEditorProps {
  variables: readonly TemplateVariable[];
  columns: readonly string[];
  mapping: SheetMapping;
  unusedColumns: readonly string[];
  isReading: boolean;
  onChange: (mapping: SheetMapping) => void;
}

/** A Select per variable listing the sheet's columns and 'Use the default'; the match the server made is preselected. */
export function MappingEditor({ variables, columns, mapping, unusedColumns, isReading, onChange }: MappingEditorProps) {
  const { t } = useTranslation();
  const options = [
    { value: DEFAULT_MAPPING_VALUE, label: t('batch.sheet.useDefault') },
    ...columns.map((_, columnIndex) => ({
      value: String(columnIndex),
      label: columnLabel(columns, columnIndex, (letter) => t('batch.sheet.blankColumn', { letter })),
    })),
  ];
  return (
    <Stack gap="xs" data-testid="batch-mapping">
      <Group gap="xs">
        <Title order={4}>{t('batch.sheet.mappingTitle')}</Title>
        {isReading ? <Loader size="xs" aria-label={t('batch.sheet.remapping')} /> : null}
      </Group>
      <Text size="sm" c="dimmed">
        {t('batch.sheet.mappingHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {variables.map((variable) => (
          <Select
            key={variable.key}
            label={`${variable.label} · ${t(`batch.variableType.${variable.type}`)}`}
            description={variable.default === '' ? t('batch.sheet.defaultEmpty') : t('batch.sheet.defaultValue', { value: variable.default })}
            data={options}
            value={mappingSelectValue(mapping, variable.key)}
            onChange={(value) => onChange(changeMapping(mapping, variable.key, value))}
            allowDeselect={false}
            disabled={isReading}
            data-testid="batch-mapping-select"
            data-variable={variable.key}
            styles={{ description: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
          />
        ))}
      </SimpleGrid>
      {unusedColumns.length > 0 ? (
        <Text size="sm" c="orange.8" data-testid="batch-unused-columns">
          {t('batch.sheet.unusedColumns', { names: unusedColumns.join(', ') })}
        </Text>
      ) : null}
    </Stack>
  );
}
