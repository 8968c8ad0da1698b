import { Table, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { BatchRow, BatchRowError, TemplateVariable } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';

/** Variables shown as columns; the rest are counted in the header. */
const SHOWN_VARIABLES = 4;
/** Widest a value cell gets before its text is cut with an ellipsis, px. */
const CELL_MAX_WIDTH_PX = 240;
/** Characters of a cell shown before it is cut. */
const MAX_CELL_CHARACTERS = 48;

function shortCell(value: string): string {
  return value.length > MAX_CELL_CHARACTERS ? `${value.slice(0, MAX_CELL_CHARACTERS - 1)}…` : value;
}

export interface SheetRowsTableProps {
  rows: readonly BatchRow[];
  variables: readonly TemplateVariable[];
  errors: readonly BatchRowError[];
}

/** The sheet's rows, the first variables as columns, a status icon per row, and every cell with an error highlighted. */
export function SheetRowsTable({ rows, variables, errors }: SheetRowsTableProps) {
  const { t } = useTranslation();
  const shown = variables.slice(0, SHOWN_VARIABLES);
  const hiddenCount = variables.length - shown.length;
  const errorsOfRow = new Map<number, BatchRowError[]>();
  for (const error of errors) errorsOfRow.set(error.row, [...(errorsOfRow.get(error.row) ?? []), error]);

  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table striped highlightOnHover withTableBorder verticalSpacing={6} data-testid="batch-sheet-rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>{t('batch.sheet.rowNumber')}</Table.Th>
            <Table.Th w={70}>{t('batch.sheet.rowStatus')}</Table.Th>
            {shown.map((variable) => (
              <Table.Th key={variable.key}>{variable.label}</Table.Th>
            ))}
            {hiddenCount > 0 ? (
              <Table.Th>
                <Text size="xs" c="dimmed">
                  {t('batch.sheet.moreColumns', { count: hiddenCount })}
                </Text>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const rowErrors = errorsOfRow.get(row.row) ?? [];
            const hasErrors = rowErrors.length > 0;
            return (
              <Table.Tr
                key={row.row}
                data-testid="batch-sheet-row"
                data-row={row.row}
                data-has-errors={hasErrors || undefined}
                bg={hasErrors ? 'var(--mantine-color-red-light)' : undefined}
              >
                <Table.Td>{row.row}</Table.Td>
                <Table.Td>
                  {hasErrors ? (
                    <Tooltip label={rowErrors.map((error) => error.message).join('\n')} multiline maw={320} withArrow>
                      <IconAlertCircle size={18} color="var(--mantine-color-red-7)" aria-label={t('batch.sheet.rowHasErrors')} tabIndex={0} />
                    </Tooltip>
                  ) : (
                    <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-label={t('batch.sheet.rowOk')} />
                  )}
                </Table.Td>
                {shown.map((variable) => {
                  const cellError = rowErrors.find((error) => error.column === variable.key);
                  const value = row.values[variable.key] ?? '';
                  return (
                    <Table.Td
                      key={variable.key}
                      title={cellError?.message ?? value}
                      data-error={cellError ? true : undefined}
                      style={
                        cellError ? { outline: '2px solid var(--mantine-color-red-6)', outlineOffset: -2, color: 'var(--mantine-color-red-9)' } : undefined
                      }
                    >
                      <Text size="sm" truncate="end" maw={CELL_MAX_WIDTH_PX} c={value === '' ? 'dimmed' : undefined}>
                        {value === '' ? '—' : shortCell(value)}
                      </Text>
                    </Table.Td>
                  );
                })}
                {hiddenCount > 0 ? <Table.Td /> : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
