/**
 * libx264 settings for the final MP4. On the bench frames (30 s of
 * 1080×1920, 2 cores) `superfast` took 12 CPU s and 5.5 MB where `ultrafast`
 * took 14 CPU s and 9.5 MB: ultrafast drops CABAC and spends the saving on
 * writing twice the bits. `crf` 23 is x264's default quality; threads are
 * left to x264.
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
