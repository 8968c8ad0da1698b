import { outputFps, outputSampleRateHz, type EncoderSettings } from './encoder-settings.ts';

export interface EncodeVideoArgsInput {
  widthPx: number;
  heightPx: number;
  /** The mixed soundtrack (WAV), as long as the video. */
  audioPath: string;
  outputPath: string;
  encoder: EncoderSettings;
  /**
   * Where the frames come from: the Matroska pipe the renderer writes (I420,
   * BT.709 limited range, converted by the renderer), or a file of raw
   * frames (for measuring the encoder alone).
   */
  framesInput: { kind: 'matroska'; path: string } | { kind: 'rawvideo'; path: string; pixelFormat: 'rgba' | 'yuv420p' };
}

/**
 * Frames + WAV → H.264 yuv420p + AAC 48 kHz MP4 with the index at the front
 * (+faststart). The colours are BT.709, limited range, and the stream says
 * so, so players show the canvas colours: the renderer converts its RGBA
 * frames itself (I420Frames); raw RGBA from a file is converted here. The
 * fps filter repeats the frames missing from a timestamped input, already
 * converted.
 */
export function buildEncodeVideoArgs(input: EncodeVideoArgsInput): string[] {
  const { encoder, framesInput } = input;
  const isRgba = framesInput.kind === 'rawvideo' && framesInput.pixelFormat === 'rgba';
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-y',
    ...(framesInput.kind === 'matroska'
      ? ['-f', 'matroska']
      : ['-f', 'rawvideo', '-pix_fmt', framesInput.pixelFormat, '-s', `${input.widthPx}x${input.heightPx}`, '-framerate', String(outputFps)]),
    '-i',
    framesInput.path,
    '-i',
    input.audioPath,
    '-map',
    '0:v:0',
    '-map',
    '1:a:0',
    '-vf',
    isRgba ? `scale=out_color_matrix=bt709:out_range=tv,format=yuv420p,fps=${outputFps}` : `fps=${outputFps}`,
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
