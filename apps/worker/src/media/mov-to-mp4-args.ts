/**
 * ffmpeg arguments that turn a MOV (or any local video) into an MP4 that plays
 * everywhere: H.264 yuv420p, AAC 48 kHz, `+faststart`. Only local files are
 * read: no network or playlist protocols.
 */
export function buildMovToMp4Args(inputPath: string, outputPath: string): string[] {
  return [
    '-protocol_whitelist',
    'file,pipe',
    '-y',
    '-i',
    inputPath,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '20',
    '-pix_fmt',
    'yuv420p',
    // Odd sizes break yuv420p: round down to even.
    '-vf',
    'scale=trunc(iw/2)*2:trunc(ih/2)*2',
    '-c:a',
    'aac',
    '-b:a',
    '160k',
    '-ar',
    '48000',
    '-movflags',
    '+faststart',
    outputPath,
  ];
}
