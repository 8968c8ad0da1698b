// `npm run build:wasm`: compiles every packages/*/src/**/*.wat (hand-written
// WebAssembly kernels) into the `<name>-wasm.ts` module beside it.
import { readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileWat, describeWatModule, formatWasmModule } from '@talkreel/platform/wasm';

const root = path.resolve(import.meta.dirname, '..');
for (const packageName of readdirSync(path.join(root, 'packages'))) {
  const sourceDirectory = path.join(root, 'packages', packageName, 'src');
  const watFiles = readdirSync(sourceDirectory, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.wat'));
  for (const file of watFiles) {
    const module = describeWatModule(pathToFileURL(path.join(sourceDirectory, file)));
    await writeFile(module.moduleUrl, formatWasmModule(module, await compileWat(module.watUrl)));
    console.log(`wrote ${path.relative(root, module.moduleUrl.pathname)}`);
  }
}
