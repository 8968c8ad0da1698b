import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import wabtInit from 'wabt';

/**
 * A hand-written WebAssembly kernel: its text (`.wat`, next to the code that
 * runs it) and the TypeScript module that carries its compiled bytes, which
 * `npm run build:wasm` writes and a test keeps equal to what the text compiles to.
 */
export interface WatModule {
  /** The `.wat` file. */
  watUrl: URL;
  /** The generated `.ts` file. */
  moduleUrl: URL;
  /** The name of the base64 string constant the generated module exports. */
  exportName: string;
}

/** `sample-span.wat` → `sample-span-wasm.ts` beside it, exporting `sampleSpanWasmBase64`. */
export function describeWatModule(watUrl: URL): WatModule {
  const name = path.basename(fileURLToPath(watUrl), '.wat');
  const camelName = name.replace(/-([a-z0-9])/gu, (_, letter: string) => letter.toUpperCase());
  return { watUrl, moduleUrl: new URL(`./${name}-wasm.ts`, watUrl), exportName: `${camelName}WasmBase64` };
}

/** Compiles a `.wat` file with wabt: SIMD, bulk memory and saturating float-to-int on (all in Node 20 and later). */
export async function compileWat(watUrl: URL): Promise<Uint8Array> {
  const wabt = await wabtInit();
  const text = await readFile(watUrl, 'utf8');
  const module = wabt.parseWat(path.basename(fileURLToPath(watUrl)), text, { simd: true, bulk_memory: true, sat_float_to_int: true });
  try {
    return module.toBinary({}).buffer;
  } finally {
    module.destroy();
  }
}

/** The TypeScript module that carries a compiled kernel (base64), as `npm run build:wasm` writes it. */
export function formatWasmModule(module: WatModule, wasm: Uint8Array): string {
  return [
    `// Generated from ${path.basename(fileURLToPath(module.watUrl))} by scripts/build-wasm.ts (npm run build:wasm); do not edit.`,
    `export const ${module.exportName} =\n  '${Buffer.from(wasm).toString('base64')}';`,
    '',
  ].join('\n');
}
