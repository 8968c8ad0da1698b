import { outputFps, outputSampleRateHz, type EncoderSettings } from './encoder-settings.ts';

export interface EncodeVideoArgsInput {
  widthPx: number;
  heightPx: number;
  /** The mixed soundtrack (WAV), as long as the video. */
  audioPath: string;
  outputPath: string;
  encoder: EncoderSettings;
  /** Where the frames come from: the Matroska pipe the renderer writes, or a file of raw RGBA frames. */
  framesInput: { kind: 'matroska' | 'rawvideo'; path: string };
}

/**
 * RGBA frames + WAV → H.264 yuv420p + AAC 48 kHz MP4 with the index at the
 * front (+faststart). The RGB → YUV conversion uses BT.709 and says so in the
 * stream, so players show the canvas colours. The fps filter comes after the
 * conversion: frames missing from a timestamped input are repeated there,
 * already converted.
 */
export function buildEncodeVideoArgs(input: EncodeVideoArgsInput): string[] {
  const { encoder } = input;
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-y',
    ...(input.framesInput.kind === 'matroska'
      ? ['-f', 'matroska']
      : ['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${input.widthPx}x${input.heightPx}`, '-framerate', String(outputFps)]),
    '-i',
    input.framesInput.path,
    '-i',
    input.audioPath,
    '-map',
    '0:v:0',
    '-map',
    '1:a:0',
    '-vf',
    `scale=out_color_matrix=bt709:out_range=tv,format=yuv420p,fps=${outputFps}`,
    '-c:v',
    'libx264',
    '-preset',
    encoder.preset,
    '-crf',
    String(encoder.crf),
    '-threads',
    String(encoder.threads),
    '-pix_fmt',
    'yuv420p',
    '-colorspace',
    'bt709',
    '-color_primaries',
    'bt709',
    '-color_trc',
    'bt709',
    '-color_range',
    'tv',
    '-c:a',
    'aac',
    '-b:a',
    `${encoder.audioBitrateKbps}k`,
    '-ar',
    String(outputSampleRateHz),
    '-ac',
    '2',
    '-movflags',
    '+faststart',
    input.outputPath,
  ];
}
