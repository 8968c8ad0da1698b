import { buildAtempoChain } from './atempo-chain.ts';

/** A factor as the tools read it: at most six decimals, no exponent. */
export function formatFactor(factor: number): string {
  return String(Number(factor.toFixed(6)));
}

/**
 * rubberband (the CLI of Rubber Band 1.8–3.x): `--tempo X` plays X times
 * faster at the same pitch, the long form of `-T<X>`. `-q` keeps it quiet.
 * It writes the input's rate, channels and sample format.
 */
export function buildRubberbandArgs(inputPath: string, outputPath: string, factor: number): string[] {
  return ['-q', '--tempo', formatFactor(factor), inputPath, outputPath];
}

/**
 * ffmpeg's atempo (WSOLA), chained when the factor leaves 0.5–2: the input's
 * rate and channels, 16-bit PCM WAV.
 */
export function buildAtempoArgs(inputPath: string, outputPath: string, factor: number): string[] {
  const chain = buildAtempoChain(factor).map((step) => `atempo=${formatFactor(step)}`);
  return [
    '-loglevel',
    'error',
    '-protocol_whitelist',
    'file,pipe',
    '-i',
    inputPath,
    '-map',
    '0:a:0',
    ...(chain.length > 0 ? ['-filter:a', chain.join(',')] : []),
    '-c:a',
    'pcm_s16le',
    '-f',
    'wav',
    '-y',
    outputPath,
  ];
}
