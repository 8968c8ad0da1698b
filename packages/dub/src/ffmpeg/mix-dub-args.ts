import { buildVoiceBandCut } from '../mix/voice-band.ts';

/** The dubbed soundtrack's rate. */
export const dubSampleRateHz = 48_000;
/** volume re-evaluates its expression once a frame: frames of 5 ms make a 60 ms ramp 12 steps. */
const envelopeFrameSamples = 240;
const audioBitrate = '192k';

export interface MixDubArgsInput {
  /** The original's audio: a file and its channel count, or null when it has none (the dub plays over silence). */
  original: { path: string; channels: number } | null;
  /** The dub voice: one mono WAV holding every clip at its place, as long as the soundtrack. */
  voicePath: string;
  /** Duck amount 0–1 as an expression of t (buildDuckExpression). */
  duckExpression: string;
  durationMs: number;
  outPath: string;
}

export function samplesFor(durationMs: number): number {
  return Math.round((durationMs * dubSampleRateHz) / 1000);
}

/** 48 kHz stereo from any layout; mono is copied to both sides (aformat would lower it by 3 dB). */
function toStereo(channels: number): string {
  return channels === 1 ? 'pan=stereo|c0=c0|c1=c0' : 'aformat=channel_layouts=stereo';
}

/** `.m4a`/`.mp4`/`.aac` → AAC 192 kb/s; anything else (`.wav`) → 16-bit PCM. */
function outputCodec(outPath: string): string[] {
  return /\.(m4a|mp4|aac)$/iu.test(outPath) ? ['-c:a', 'aac', '-b:a', audioBitrate, '-movflags', '+faststart'] : ['-c:a', 'pcm_s16le'];
}

/**
 * The filter graph: the original, padded or cut to the soundtrack's length,
 * splits into a dry copy and a copy with the voice band cut by 18 dB; the
 * duck amount crossfades from the dry to the cut one while a clip plays.
 * The voice is added on top. amix divides by its input count, and `volume=3`
 * undoes that: the result is the plain sum. No separation model is available
 * offline, so the original voice is not removed, only pushed down in its band.
 */
export function buildMixDubGraph(input: MixDubArgsInput): string {
  const totalSamples = samplesFor(input.durationMs);
  const fit = `apad=whole_len=${totalSamples},atrim=end_sample=${totalSamples},asetpts=PTS-STARTPTS`;
  const originalFormat = input.original ? toStereo(input.original.channels) : 'aformat=channel_layouts=stereo';
  const duck = input.duckExpression;
  return [
    `[0:a]aresample=${dubSampleRateHz}:async=1:first_pts=0,${originalFormat},aformat=sample_fmts=fltp,${fit},asetnsamples=n=${envelopeFrameSamples},asplit=2[dry][band]`,
    `[dry]volume=eval=frame:volume='1-(${duck})'[kept]`,
    `[band]${buildVoiceBandCut()},volume=eval=frame:volume='${duck}'[ducked]`,
    `[1:a]aresample=${dubSampleRateHz},pan=stereo|c0=c0|c1=c0,aformat=sample_fmts=fltp,${fit}[voice]`,
    `[kept][ducked][voice]amix=inputs=3:duration=first:dropout_transition=0,volume=3,atrim=end_sample=${totalSamples}[mix]`,
  ].join(';');
}

/**
 * The whole command. The graph is passed inline, or, when `graphScriptPath`
 * is given (a long video's envelope can pass the 128 KB an argument may
 * hold), read from that file, which the caller writes.
 */
export function buildMixDubArgs(input: MixDubArgsInput, graphScriptPath?: string): string[] {
  const originalInput = input.original
    ? ['-protocol_whitelist', 'file,pipe', '-i', input.original.path]
    : ['-f', 'lavfi', '-i', `anullsrc=r=${dubSampleRateHz}:cl=stereo`];
  return [
    '-loglevel',
    'error',
    ...originalInput,
    '-protocol_whitelist',
    'file,pipe',
    '-i',
    input.voicePath,
    ...(graphScriptPath ? ['-filter_complex_script', graphScriptPath] : ['-filter_complex', buildMixDubGraph(input)]),
    '-map',
    '[mix]',
    ...outputCodec(input.outPath),
    '-ar',
    String(dubSampleRateHz),
    '-ac',
    '2',
    '-y',
    input.outPath,
  ];
}
