import type { TemplateVariable } from '@talkreel/contract';

/** Which sheet column fills which template variable. */
export interface ColumnMapping {
  /** Variable key → 0-based column index. A variable missing here takes its default in every row. */
  columnIndexByKey: Record<string, number>;
  /** Named columns no variable reads (shown so a typo in a header is noticed). */
  unusedColumns: { columnIndex: number; name: string }[];
  /** Variables no column fills, in the template's order: every row uses their default. */
  unmappedKeys: string[];
}

/** 'Product Name', 'product_name', 'product-name' and 'PRODUCTNAME' are one name. */
function normaliseName(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, '');
}

/**
 * Matches columns to variables by name: first by the variable's key, then by
 * its label, each ignoring case, spaces, underscores and hyphens. A column
 * fills at most one variable and a variable reads at most one column (the
 * leftmost that matches).
 */
export function matchColumns(columns: readonly string[], variables: readonly TemplateVariable[]): ColumnMapping {
  const columnIndexByKey: Record<string, number> = {};
  const takenColumns = new Set<number>();
  const normalisedColumns = columns.map(normaliseName);
  for (const nameOf of [(variable: TemplateVariable) => variable.key, (variable: TemplateVariable) => variable.label]) {
    for (const variable of variables) {
      if (variable.key in columnIndexByKey) continue;
      const wanted = normaliseName(nameOf(variable));
      const columnIndex = normalisedColumns.findIndex((name, index) => name !== '' && name === wanted && !takenColumns.has(index));
      if (columnIndex === -1) continue;
      columnIndexByKey[variable.key] = columnIndex;
      takenColumns.add(columnIndex);
    }
  }
  return {
    columnIndexByKey,
    unusedColumns: columns.flatMap((name, columnIndex) => (name === '' || takenColumns.has(columnIndex) ? [] : [{ columnIndex, name }])),
    unmappedKeys: variables.filter((variable) => !(variable.key in columnIndexByKey)).map((variable) => variable.key),
  };
}
