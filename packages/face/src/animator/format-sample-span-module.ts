/** The TypeScript module that carries the compiled row sampler (base64), as the build script writes it. */
export function formatSampleSpanModule(wasm: Uint8Array): string {
  return [
    '// Generated from sample-span.wat by packages/face/scripts/build-sample-span.ts; do not edit.',
    `export const sampleSpanWasmBase64 =\n  '${Buffer.from(wasm).toString('base64')}';`,
    '',
  ].join('\n');
}
