// `npm run bench`: runs every packages/*/bench/*.bench.ts (each exports
// `runBenchmarks()`), which print one figure a line as `BENCH <name> <value> <unit>`.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv[2];
const files: string[] = [];
for (const area of ['packages', 'apps']) {
  for (const name of readdirSync(path.join(root, area))) {
    const benchDir = path.join(root, area, name, 'bench');
    if (!existsSync(benchDir)) continue;
    for (const file of readdirSync(benchDir)) {
      if (file.endsWith('.bench.ts') && (!only || file.includes(only))) files.push(path.join(benchDir, file));
    }
  }
}
if (files.length === 0) console.log('No benchmarks found.');
for (const file of files.sort()) {
  console.log(`# ${path.relative(root, file)}`);
  const module = (await import(pathToFileURL(file).href)) as { runBenchmarks: () => Promise<void> };
  await module.runBenchmarks();
}
