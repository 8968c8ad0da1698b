import { z } from 'zod';

/** One row of the README's configuration table (`| variable | default | what |`), led by the variable that carries it. */
export interface ConfigTableRow {
  /** Variables named beside the leading one, comma-separated: `PORT`-like settings that go together. */
  with?: readonly string[];
  /** Variables named after them in `(+ …)`: the optional companions. */
  optional?: readonly string[];
  /** The default column; unless given, the schema's defaults of the leading variable and `with`, each in backticks. */
  default?: string;
  /** The "what" column: one line, Markdown. */
  what: string;
}

/**
 * How one environment variable is documented. `.env.example` and the README's
 * configuration table are written from these (`npm run config-docs`), in the
 * schema's order.
 */
export interface ConfigVariableDoc {
  /** The comment lines above it in `.env.example` (a group's heading first, where one starts here); none when the comment above covers it too. */
  comment?: readonly string[];
  /** The value `.env.example` shows; the schema's default (else nothing) unless given. */
  example?: string;
  /** How `.env.example` shows it: `NAME=value` (`set`, unless given), `# NAME=value` (unset differs from every value), or not at all (tests only). */
  envLine?: 'set' | 'commented-out' | 'left-out';
  /** The README table's row this variable leads; none when another row names it, or the table leaves it out. */
  row?: ConfigTableRow;
}

/** Every configuration variable's documentation, by its schema: `field.register(configDocs, {...})`. */
export const configDocs = z.registry<ConfigVariableDoc>();

/** A variable's documentation; every variable of a documented schema has one (`{}` when the comment above covers it). */
export function getConfigVariableDoc(name: string, field: z.core.$ZodType): ConfigVariableDoc {
  const doc = configDocs.get(field);
  if (!doc) throw new Error(`${name} has no documentation: register it in configDocs (field.register(configDocs, {...}))`);
  return doc;
}

/** The schema's default of a variable as the environment spells it (`3000`, `false`); undefined when it has none. */
export function getConfigDefault(field: z.core.$ZodType): string | undefined {
  return field instanceof z.ZodDefault ? String(field.def.defaultValue) : undefined;
}
