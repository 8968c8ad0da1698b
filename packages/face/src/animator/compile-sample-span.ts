import { readFile } from 'node:fs/promises';
import wabtInit from 'wabt';

/** The WebAssembly text of the row sampler, compiled with wabt (SIMD on): the bytes sample-span-wasm.ts must hold. */
export async function compileSampleSpan(): Promise<Uint8Array> {
  const wabt = await wabtInit();
  const text = await readFile(new URL('./sample-span.wat', import.meta.url), 'utf8');
  const module = wabt.parseWat('sample-span.wat', text, { simd: true });
  try {
    return module.toBinary({}).buffer;
  } finally {
    module.destroy();
  }
}
