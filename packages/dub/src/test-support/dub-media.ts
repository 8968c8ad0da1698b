import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { resolveFfmpegPath, resolveFfprobePath } from '@talkreel/platform/media';

const execFileAsync = promisify(execFile);

export const ffmpegPath = resolveFfmpegPath();
export const ffprobePath = resolveFfprobePath();

/** Runs ffmpeg to make test media (lavfi sources, no files read). */
export async function makeMedia(args: string[]): Promise<void> {
  await execFileAsync(ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

/** Sines summed, each `amplitude` peak, as a WAV of the given rate and channels. */
export async function makeTonesWav(
  outPath: string,
  tones: { frequenciesHz: number[]; amplitude: number; durationMs: number; sampleRateHz?: number; channels?: number },
): Promise<void> {
  const rate = tones.sampleRateHz ?? 48_000;
  const seconds = (tones.durationMs / 1000).toFixed(3);
  const expression = tones.frequenciesHz.map((hz) => `${tones.amplitude}*sin(2*PI*${hz}*t)`).join('+');
  const channelExpression = Array.from({ length: tones.channels ?? 1 }, () => expression).join('|');
  await makeMedia(['-f', 'lavfi', '-i', `aevalsrc=${channelExpression}:s=${rate}:d=${seconds}`, '-c:a', 'pcm_s16le', outPath]);
}

/** Decodes the first channel of any media's audio to float PCM at `sampleRateHz` (ffmpeg's downmix would add 3 dB to a centred sound). */
export async function decodeMono(filePath: string, sampleRateHz = 48_000): Promise<Float32Array> {
  const args = ['-v', 'error', '-i', filePath, '-af', 'pan=mono|c0=c0', '-ar', String(sampleRateHz), '-f', 'f32le', 'pipe:1'];
  const { stdout } = await execFileAsync(ffmpegPath, args, {
    encoding: 'buffer',
    maxBuffer: 1 << 30,
  });
  return new Float32Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.byteLength));
}

/** Amplitude (dBFS of the sine's peak) of one frequency between two times: a single-bin DFT. */
export function toneLevelDb(samples: Float32Array, frequencyHz: number, fromMs: number, toMs: number, sampleRateHz = 48_000): number {
  const first = Math.round((fromMs / 1000) * sampleRateHz);
  const last = Math.min(samples.length, Math.round((toMs / 1000) * sampleRateHz));
  let real = 0;
  let imaginary = 0;
  for (let index = first; index < last; index++) {
    const phase = (2 * Math.PI * frequencyHz * index) / sampleRateHz;
    real += samples[index]! * Math.cos(phase);
    imaginary += samples[index]! * Math.sin(phase);
  }
  return 20 * Math.log10((2 * Math.hypot(real, imaginary)) / Math.max(1, last - first));
}

/** Frequency of a clean tone by its rising zero crossings (interpolated). */
export function zeroCrossingFrequencyHz(samples: Float32Array, sampleRateHz: number): number {
  const crossings: number[] = [];
  for (let index = 1; index < samples.length; index++) {
    const before = samples[index - 1]!;
    const after = samples[index]!;
    if (before < 0 && after >= 0) crossings.push(index - 1 + before / (before - after));
  }
  if (crossings.length < 3) return 0;
  return ((crossings.length - 1) * sampleRateHz) / (crossings.at(-1)! - crossings[0]!);
}

export interface ProbedStream {
  codec_type: string;
  codec_name: string;
  width?: number;
  height?: number;
  nb_frames?: string;
  duration?: string;
  sample_rate?: string;
  channels?: number;
  r_frame_rate?: string;
  bit_rate?: string;
}

/** Every stream's fields as ffprobe reports them (frames counted). */
export async function probeStreams(filePath: string): Promise<ProbedStream[]> {
  const { stdout } = await execFileAsync(ffprobePath, ['-v', 'error', '-count_frames', '-print_format', 'json', '-show_streams', filePath]);
  return (JSON.parse(stdout) as { streams: (ProbedStream & { nb_read_frames?: string })[] }).streams.map((stream) => ({
    ...stream,
    nb_frames: stream.nb_read_frames ?? stream.nb_frames,
  }));
}

/** One RGB24 frame at `timeMs`, decoded. */
export async function grabFrame(filePath: string, timeMs: number): Promise<Uint8Array> {
  const { stdout } = await execFileAsync(
    ffmpegPath,
    ['-v', 'error', '-ss', (timeMs / 1000).toFixed(3), '-i', filePath, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    { encoding: 'buffer', maxBuffer: 1 << 28 },
  );
  return new Uint8Array(stdout);
}

/** How many pixels of two RGB24 frames differ by more than 48 in some channel, over rows [fromRow, toRow): drawn text, not encoder noise. */
export function changedPixels(a: Uint8Array, b: Uint8Array, widthPx: number, fromRow: number, toRow: number): number {
  let changed = 0;
  for (let pixel = fromRow * widthPx; pixel < toRow * widthPx; pixel++) {
    const offset = pixel * 3;
    const worst = Math.max(Math.abs(a[offset]! - b[offset]!), Math.abs(a[offset + 1]! - b[offset + 1]!), Math.abs(a[offset + 2]! - b[offset + 2]!));
    if (worst > 48) changed += 1;
  }
  return changed;
}
