// Rebuilds src/animator/sample-span-wasm.ts from src/animator/sample-span.wat:
//   node --import tsx packages/face/scripts/build-sample-span.ts
import { writeFile } from 'node:fs/promises';
import { compileSampleSpan } from '../src/animator/compile-sample-span.ts';
import { formatSampleSpanModule } from '../src/animator/format-sample-span-module.ts';

const outPath = new URL('../src/animator/sample-span-wasm.ts', import.meta.url);
await writeFile(outPath, formatSampleSpanModule(await compileSampleSpan()));
console.log(`wrote ${outPath.pathname}`);
