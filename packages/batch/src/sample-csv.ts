import type { TemplateVariable } from '@talkreel/contract';
import { formatCsv } from './csv-cell.ts';

/**
 * The sheet a user downloads to start from: a header of the template's
 * variable keys (which `matchColumns` matches back exactly) and one row of
 * their defaults, UTF-8 with a byte order mark so Excel opens it right.
 */
export function sampleCsv(variables: readonly TemplateVariable[]): string {
  return formatCsv([variables.map((variable) => variable.key), variables.map((variable) => variable.default)]);
}
