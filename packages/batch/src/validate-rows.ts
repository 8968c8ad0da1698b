import type { TemplateVariable } from '@talkreel/contract';
import { type AllowedValues, checkCellValue } from './check-cell-value.ts';
import { columnName } from './column-name.ts';
import type { ColumnMapping } from './match-columns.ts';
import type { Sheet } from './sheet.ts';

export type { AllowedValues } from './check-cell-value.ts';

/** One thing wrong in one cell (or, `column` '', with a whole row). `message` is shown as it is. */
export interface RowError {
  /** The spreadsheet's row number (the header is row 1 in a sheet that starts at the top). */
  row: number;
  /** The column's header name, or 'column C' for an unnamed one. */
  column: string;
  message: string;
}

/** A row's values for every variable (defaults filled in), or everything wrong with it. */
export type RowCheck = { row: number; ok: true; values: Record<string, string> } | { row: number; ok: false; errors: RowError[] };

export interface RowValidation {
  rows: RowCheck[];
  /** Every row's errors, in row then variable order: nothing may run while this is not empty. */
  errors: RowError[];
}

/**
 * Checks every row before anything runs, each cell by its variable's type; an
 * empty cell (or a variable no column fills) takes the variable's default. A
 * row left entirely blank between filled ones is an error: it would make a
 * video of defaults nobody asked for. Values are trimmed.
 */
export function validateRows(sheet: Sheet, mapping: ColumnMapping, variables: readonly TemplateVariable[], allowed: AllowedValues): RowValidation {
  const uploadedFileNames = new Map([...allowed.uploadedFileNames].map((name) => [name.toLowerCase(), name]));
  const rows = sheet.rows.map((cells, index): RowCheck => {
    const row = sheet.firstRowNumber + index;
    if (cells.every((cell) => cell.trim() === '')) {
      return { row, ok: false, errors: [{ row, column: '', message: `Row ${row}: the row is empty; fill it in or delete it` }] };
    }
    const values: Record<string, string> = {};
    const errors: RowError[] = [];
    for (const variable of variables) {
      const columnIndex = mapping.columnIndexByKey[variable.key];
      const cell = columnIndex === undefined ? '' : (cells[columnIndex] ?? '').trim();
      if (cell === '' || columnIndex === undefined) {
        values[variable.key] = variable.default;
        continue;
      }
      const check = checkCellValue(cell, variable, allowed, uploadedFileNames);
      if (check.ok) values[variable.key] = check.value;
      else {
        const column = columnName(sheet.columns, columnIndex);
        errors.push({ row, column, message: `Row ${row}, ${column}: ${check.problem}` });
      }
    }
    return errors.length === 0 ? { row, ok: true, values } : { row, ok: false, errors };
  });
  return { rows, errors: rows.flatMap((check) => (check.ok ? [] : check.errors)) };
}
