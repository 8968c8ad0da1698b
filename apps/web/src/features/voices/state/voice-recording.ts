import { encodeWav } from './encode-wav.ts';

/** The rate recordings are converted at: 48 kHz, what microphones record at natively. */
export const RECORDING_SAMPLE_RATE_HZ = 48_000;

const MS_PER_SECOND = 1000;

/** The recorder's stated minimum ('Read aloud for 10 to 30 seconds'): a shorter take gives a voice match too little to measure. */
export const MIN_RECORDING_MS = 10_000;

/** Whether a take is long enough to be used; checked before anything is uploaded. */
export function isRecordingLongEnough(durationMs: number): boolean {
  return durationMs >= MIN_RECORDING_MS;
}
const SECONDS_PER_MINUTE = 60;

/** A duration as the recording timer shows it: '0:07', '2:45', '12:00' (whole seconds, rounded down). */
export function formatClock(durationMs: number): string {
  const totalSeconds = Math.max(0, Math.floor(durationMs / MS_PER_SECOND));
  const minutes = Math.floor(totalSeconds / SECONDS_PER_MINUTE);
  const seconds = totalSeconds % SECONDS_PER_MINUTE;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * The browser's recording (webm/opus in Chromium, mp4 in Safari) as a mono
 * 16-bit WAV file: the server accepts only mp3 and wav for voice audio.
 * An OfflineAudioContext decodes without needing a user gesture or an
 * audio output, and resamples to its own rate while it decodes.
 */
export async function recordingToWavFile(recording: Blob, fileName: string): Promise<File> {
  const context = new OfflineAudioContext(1, 1, RECORDING_SAMPLE_RATE_HZ);
  const decoded = await context.decodeAudioData(await recording.arrayBuffer());
  const channels = Array.from({ length: decoded.numberOfChannels }, (_, index) => decoded.getChannelData(index));
  return new File([encodeWav(channels, decoded.sampleRate)], fileName, { type: 'audio/wav' });
}
