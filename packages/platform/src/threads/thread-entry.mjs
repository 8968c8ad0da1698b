// Runs inside a worker thread: loads a TypeScript module through tsx and calls
// one of its exports. Plain JS so it starts under any host (tsx, vitest, node).
import { register } from 'tsx/esm/api';

register();

export default async function runExport({ moduleUrl, exportName, input }) {
  const module = await import(moduleUrl);
  const run = module[exportName];
  if (typeof run !== 'function') throw new Error(`${moduleUrl} has no exported function ${exportName}`);
  return run(input);
}
