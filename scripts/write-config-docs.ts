// `npm run config-docs`: rewrites .env.example and README.md's configuration
// table from the product's config schema (each variable's documentation lives
// beside its rule, in its package's config slice).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readConfigDocFiles } from '../apps/server/src/config/product-config-docs.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '..');
for (const file of await readConfigDocFiles(repositoryRoot)) {
  if (file.expected === file.actual) continue;
  await writeFile(path.join(repositoryRoot, file.path), file.expected);
  console.log(`wrote ${file.path}`);
}
