import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { renderConfigTable, renderEnvExample, replaceConfigTable } from '@talkreel/platform/config';
import { productConfigSchema } from './product-config.ts';

/** The command that rewrites both files, named where they are found stale. */
export const configDocsCommand = 'npm run config-docs';

/** `.env.example`'s opening comment, before the variables. */
const envExamplePreamble = [
  'Talkreel configuration. Every variable is optional: unset means the embedded',
  'default (PGlite in DATA_DIR/db, files in DATA_DIR/files, worker in-process).',
  'Copy to .env or set in the environment; the environment wins over .env.',
];

/** One file written from the product's config schema: as it should read, and as it reads now. */
export interface ConfigDocFile {
  /** From the repository root. */
  path: string;
  expected: string;
  actual: string;
}

/**
 * `.env.example` (all of it) and `README.md` (its configuration table,
 * between the config-table markers) as the product's config schema writes
 * them, beside what the files hold now.
 */
export async function readConfigDocFiles(repositoryRoot: string): Promise<ConfigDocFile[]> {
  const read = (file: string) => readFile(path.join(repositoryRoot, file), 'utf8');
  const [envExample, readme] = await Promise.all([read('.env.example'), read('README.md')]);
  return [
    { path: '.env.example', expected: renderEnvExample(productConfigSchema, envExamplePreamble), actual: envExample },
    { path: 'README.md', expected: replaceConfigTable(readme, renderConfigTable(productConfigSchema)), actual: readme },
  ];
}
