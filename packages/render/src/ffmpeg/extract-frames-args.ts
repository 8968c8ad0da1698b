/**
 * Decodes every frame of a rendered video back to raw RGBA on stdout, to
 * check pixels: golden frames, flash detection.
 */
export function buildExtractFramesArgs(inputPath: string): string[] {
  return ['-hide_banner', '-loglevel', 'error', '-nostdin', '-i', inputPath, '-an', '-f', 'rawvideo', '-pix_fmt', 'rgba', 'pipe:1'];
}

/** Decodes a file's audio as mono 32-bit float samples on stdout, to measure envelopes. */
export function buildExtractAudioArgs(inputPath: string, sampleRateHz: number): string[] {
  return ['-hide_banner', '-loglevel', 'error', '-nostdin', '-i', inputPath, '-vn', '-ac', '1', '-ar', String(sampleRateHz), '-f', 'f32le', 'pipe:1'];
}
