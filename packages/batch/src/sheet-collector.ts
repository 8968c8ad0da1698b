import { columnLetter } from './column-letter.ts';
import { columnName } from './column-name.ts';
import { countCharacters } from './count-characters.ts';
import type { Sheet } from './sheet.ts';
import { SheetError } from './sheet-error.ts';
import type { SheetLimits } from './sheet-limits.ts';

/** One non-empty cell of a row: its 0-based column and its text. */
export type SheetCell = readonly [columnIndex: number, value: string];

const isBlank = (value: string): boolean => value.trim() === '';

/**
 * Builds a `Sheet` from rows fed one at a time (CSV records or XLSX `<row>`s),
 * keeping at most `maxDataRows` of them: past that it only counts, so a sheet
 * of 10,000 rows is refused with its count without being held.
 */
export class SheetCollector {
  private readonly limits: SheetLimits;
  private columns: string[] | undefined;
  private headerRowNumber = 0;
  private lastRowNumber = 0;
  private lastFilledRowNumber = 0;
  private readonly rows: string[][] = [];

  constructor(limits: SheetLimits) {
    this.limits = limits;
  }

  /** `rowNumber` counts from 1 and grows; rows left out (XLSX skips empty ones) are blank. */
  addRow(rowNumber: number, cells: readonly SheetCell[]): void {
    if (rowNumber <= this.lastRowNumber)
      throw new SheetError('damaged_xlsx', 'The XLSX file is damaged (its rows are out of order): save it again and upload it');
    this.lastRowNumber = rowNumber;
    const filled = cells.filter(([, value]) => !isBlank(value));
    if (this.columns === undefined) {
      if (filled.length > 0) this.readHeader(rowNumber, filled);
      return;
    }
    if (filled.length === 0) return;
    this.lastFilledRowNumber = rowNumber;
    const dataRowCount = rowNumber - this.headerRowNumber;
    // Past the limit the sheet is refused anyway: only the count matters now.
    if (dataRowCount > this.limits.maxDataRows) return;
    const columns = this.columns;
    const row = columns.map(() => '');
    for (const [columnIndex, value] of cells) {
      this.checkCellLength(rowNumber, columnIndex, value);
      if (columnIndex >= columns.length) {
        if (isBlank(value)) continue;
        throw new SheetError(
          'value_without_column',
          `Row ${rowNumber}, column ${columnLetter(columnIndex)}: a value in a column with no name in row ${this.headerRowNumber}; name the column or delete the value`,
        );
      }
      row[columnIndex] = value;
    }
    while (this.headerRowNumber + this.rows.length + 1 < rowNumber) this.rows.push(columns.map(() => ''));
    this.rows.push(row);
  }

  finish(): Sheet {
    if (this.columns === undefined) throw new SheetError('empty_sheet', 'The sheet is empty: put the column names in row 1 and one video per row below them');
    const dataRowCount = Math.max(0, this.lastFilledRowNumber - this.headerRowNumber);
    if (dataRowCount === 0) {
      throw new SheetError('no_data_rows', `The sheet has column names but no rows: add one row per video below row ${this.headerRowNumber}`);
    }
    if (dataRowCount > this.limits.maxDataRows) {
      throw new SheetError('too_many_rows', `The sheet has ${dataRowCount} rows; a batch makes at most ${this.limits.maxDataRows} videos`);
    }
    return { columns: this.columns, rows: this.rows.slice(0, dataRowCount), firstRowNumber: this.headerRowNumber + 1 };
  }

  private readHeader(rowNumber: number, filled: readonly SheetCell[]): void {
    const width = Math.max(...filled.map(([columnIndex]) => columnIndex)) + 1;
    if (width > this.limits.maxColumns) {
      throw new SheetError('too_many_columns', `The sheet has ${width} columns; a sheet has at most ${this.limits.maxColumns}`);
    }
    const columns = Array.from({ length: width }, () => '');
    for (const [columnIndex, value] of filled) {
      this.checkCellLength(rowNumber, columnIndex, value);
      columns[columnIndex] = value.trim();
    }
    const seen = new Map<string, number>();
    columns.forEach((name, columnIndex) => {
      if (name === '') return;
      const earlier = seen.get(name.toLowerCase());
      if (earlier !== undefined) {
        throw new SheetError(
          'duplicate_column',
          `Columns ${columnLetter(earlier)} and ${columnLetter(columnIndex)} are both named "${name}": rename one of them`,
        );
      }
      seen.set(name.toLowerCase(), columnIndex);
    });
    this.columns = columns;
    this.headerRowNumber = rowNumber;
  }

  private checkCellLength(rowNumber: number, columnIndex: number, value: string): void {
    // A UTF-16 length within the limit is within it in code points too: count only when it might not be.
    if (value.length <= this.limits.maxCellCharacters) return;
    const characters = countCharacters(value);
    if (characters <= this.limits.maxCellCharacters) return;
    const name = this.columns === undefined ? `column ${columnLetter(columnIndex)}` : columnName(this.columns, columnIndex);
    throw new SheetError('cell_too_long', `Row ${rowNumber}, ${name}: ${characters} characters; a cell holds at most ${this.limits.maxCellCharacters}`);
  }
}
