import { columnLetter } from './column-letter.ts';

/** How a message names a column: its header name, or 'column C' when row 1 leaves it unnamed. */
export function columnName(columns: readonly string[], columnIndex: number): string {
  const name = columns[columnIndex];
  return name === undefined || name === '' ? `column ${columnLetter(columnIndex)}` : name;
}
