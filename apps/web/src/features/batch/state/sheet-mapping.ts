/** Variable key → the sheet column (0-based) that fills it; null: every row keeps the default. */
export type SheetMapping = Readonly<Record<string, number | null>>;

/** The Select's value for 'Use the default'. */
export const DEFAULT_MAPPING_VALUE = 'default';

/** A column's name as shown, its letter when the header cell is blank ('Column C'). */
export function columnLabel(columns: readonly string[], columnIndex: number, blankLabel: (letter: string) => string): string {
  const name = columns[columnIndex]?.trim() ?? '';
  return name === '' ? blankLabel(columnLetter(columnIndex)) : name;
}

/** 0 → A, 25 → Z, 26 → AA, as a spreadsheet names columns. */
export function columnLetter(columnIndex: number): string {
  let letters = '';
  for (let rest = columnIndex + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** The Select value of a variable's mapping. */
export function mappingSelectValue(mapping: SheetMapping, key: string): string {
  const columnIndex = mapping[key];
  return columnIndex === null || columnIndex === undefined ? DEFAULT_MAPPING_VALUE : String(columnIndex);
}

/**
 * The mapping after one variable's Select changed. A column fills at most one
 * variable (as the server matches them): a variable that read the chosen
 * column falls back to its default.
 */
export function changeMapping(mapping: SheetMapping, key: string, selectValue: string | null): SheetMapping {
  const columnIndex = selectValue === null || selectValue === DEFAULT_MAPPING_VALUE ? null : Number(selectValue);
  const next: Record<string, number | null> = {};
  for (const [otherKey, otherColumn] of Object.entries(mapping)) next[otherKey] = columnIndex !== null && otherColumn === columnIndex ? null : otherColumn;
  next[key] = columnIndex;
  return next;
}

/** Whether two mappings send every variable to the same column. */
export function isSameMapping(first: SheetMapping, second: SheetMapping): boolean {
  const keys = new Set([...Object.keys(first), ...Object.keys(second)]);
  return [...keys].every((key) => (first[key] ?? null) === (second[key] ?? null));
}
