import type { z } from 'zod';
import { getConfigDefault, getConfigVariableDoc } from './config-docs.ts';

/** The markers around the README's configuration table, which `replaceConfigTable` writes between. */
export const configTableMarkers = { start: '<!-- config-table:start -->', end: '<!-- config-table:end -->' } as const;

const code = (name: string) => `\`${name}\``;

/**
 * The README's configuration table (`| variable | default | what |`) from a
 * documented schema: one row per variable that leads one, in the schema's
 * order. A row names only variables of the schema, and its default column is
 * the schema's defaults unless the row says otherwise.
 */
export function renderConfigTable(schema: { shape: z.core.$ZodShape }): string {
  const lines = ['| variable | default | what |', '|---|---|---|'];
  for (const [name, field] of Object.entries(schema.shape)) {
    const row = getConfigVariableDoc(name, field).row;
    if (!row) continue;
    const grouped = [name, ...(row.with ?? [])];
    for (const other of [...grouped, ...(row.optional ?? [])]) {
      if (!(other in schema.shape)) throw new Error(`${name}'s table row names ${other}, which is not a configuration variable`);
    }
    const optional = row.optional ? ` (+ ${row.optional.map(code).join(', ')})` : '';
    const defaults = grouped.map((variable) => getConfigDefault(schema.shape[variable]!));
    if (row.default === undefined && defaults.some((value) => value === undefined)) {
      throw new Error(`${name}'s table row needs a default column: ${grouped.join(', ')} has no schema default`);
    }
    const defaultColumn = row.default ?? defaults.map((value) => code(value!)).join(', ');
    lines.push(`| ${grouped.map(code).join(', ')}${optional} | ${defaultColumn} | ${row.what} |`);
  }
  return lines.join('\n');
}

/** The README with the table between its markers replaced; throws when the markers are missing. */
export function replaceConfigTable(readme: string, table: string): string {
  const start = readme.indexOf(configTableMarkers.start);
  const end = readme.indexOf(configTableMarkers.end);
  if (start === -1 || end < start) throw new Error(`the README has no ${configTableMarkers.start} … ${configTableMarkers.end} around its configuration table`);
  return `${readme.slice(0, start + configTableMarkers.start.length)}\n${table}\n${readme.slice(end)}`;
}
