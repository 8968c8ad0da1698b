import type { AudioSegment } from '@talkreel/timeline';
import { buildAtempoChain } from '../audio/atempo-chain.ts';
import { outputSampleRateHz } from './encoder-settings.ts';

/** One sound to place in the mix: a timeline audio segment (times in ms) read from a local file. */
export type MixInput = Omit<AudioSegment, 'key' | 'element' | 'path'> & { filePath: string };

export interface MixAudioArgsInput {
  inputs: readonly MixInput[];
  durationMs: number;
  outputPath: string;
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);
const samples = (ms: number) => Math.round((ms * outputSampleRateHz) / 1000);
/**
 * aloop waits for `size` samples before repeating; a clip that decodes a
 * little short of its probed length must still fill it, so the loop is
 * this much shorter than the clip (inaudible at a loop point).
 */
const loopSafetyMs = 2;

/** The filter chain that turns input `index` into its placed, padded track `[a<index>]`. */
export function buildMixInputFilter(input: MixInput, index: number, totalSamples: number): string {
  const clipEnd = Number.isFinite(input.clipDurationMs) ? `:end=${seconds(input.clipStartMs + input.clipDurationMs)}` : '';
  const filters = [
    `atrim=start=${seconds(input.clipStartMs)}${clipEnd}`,
    'asetpts=PTS-STARTPTS',
    `aresample=${outputSampleRateHz}`,
    'aformat=sample_fmts=fltp:channel_layouts=stereo',
  ];
  if (input.isLooping) {
    // A finite count: ffmpeg 4.1's endless aloop keeps producing after the trim below ends, until memory runs out.
    const loopMs = input.clipDurationMs - loopSafetyMs;
    const extraPlays = Math.max(0, Math.ceil(input.durationMs / loopMs) - 1);
    filters.push(`aloop=loop=${extraPlays}:size=${samples(loopMs)}`);
  }
  for (const factor of buildAtempoChain(input.playbackRate)) filters.push(`atempo=${factor}`);
  filters.push(`atrim=end=${seconds(input.durationMs)}`, 'asetpts=PTS-STARTPTS', `volume=${input.volume.toFixed(4)}`);
  if (input.fadeInMs > 0) filters.push(`afade=t=in:st=0:d=${seconds(input.fadeInMs)}`);
  if (input.fadeOutMs > 0) filters.push(`afade=t=out:st=${seconds(input.durationMs - input.fadeOutMs)}:d=${seconds(input.fadeOutMs)}`);
  const delayMs = Math.round(input.startMs);
  if (delayMs > 0) filters.push(`adelay=${delayMs}|${delayMs}`);
  filters.push(`apad=whole_len=${totalSamples}`, `atrim=end_sample=${totalSamples}`);
  return `[${index}:a]${filters.join(',')}[a${index}]`;
}

/**
 * Mixes every sound into one 48 kHz stereo WAV exactly `durationMs` long.
 * Each track is padded to the full length so amix's 1/N scaling stays
 * constant, and `volume=N` undoes it: the mix is the plain sum of the tracks.
 */
export function buildMixAudioArgs(input: MixAudioArgsInput): string[] {
  const totalSamples = samples(input.durationMs);
  const output = ['-c:a', 'pcm_s16le', '-ar', String(outputSampleRateHz), '-ac', '2', '-y', input.outputPath];
  if (input.inputs.length === 0) {
    return ['-loglevel', 'error', '-f', 'lavfi', '-i', `anullsrc=r=${outputSampleRateHz}:cl=stereo`, '-t', seconds(input.durationMs), ...output];
  }
  const count = input.inputs.length;
  const chains = input.inputs.map((mixInput, index) => buildMixInputFilter(mixInput, index, totalSamples));
  const labels = input.inputs.map((_, index) => `[a${index}]`).join('');
  const mix = `${labels}amix=inputs=${count}:duration=longest:dropout_transition=0,volume=${count},atrim=end_sample=${totalSamples}[mix]`;
  return [
    '-loglevel',
    'error',
    ...input.inputs.flatMap((mixInput) => ['-i', mixInput.filePath]),
    '-filter_complex',
    [...chains, mix].join(';'),
    '-map',
    '[mix]',
    ...output,
  ];
}
