/**
 * libx264 settings for the final MP4. `ultrafast` is the measured choice on
 * a 2-core machine: it keeps drawing and encoding above real time at
 * 1080×1920 (see bench/render.bench.ts); `crf` 23 is x264's default quality.
 */
export interface EncoderSettings {
  preset: 'ultrafast' | 'superfast' | 'veryfast' | 'faster' | 'fast' | 'medium';
  crf: number;
  /** x264 threads; 0 lets x264 pick (1.5 × cores). */
  threads: number;
  audioBitrateKbps: number;
}

export const defaultEncoderSettings: EncoderSettings = {
  preset: 'superfast',
  crf: 23,
  threads: 0,
  audioBitrateKbps: 128,
};

/** Output frame rate, fps. */
export const outputFps = 25;
/** Output audio sample rate, Hz. */
export const outputSampleRateHz = 48_000;
