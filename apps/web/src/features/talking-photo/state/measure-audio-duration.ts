/** How long the browser waits for a recording's metadata before giving up, ms. */
const METADATA_TIMEOUT_MS = 15_000;

/**
 * The length of a recording in seconds, as the browser's own decoder reads it
 * (the server measures again); 0 when the browser cannot tell.
 */
export function measureAudioDurationSeconds(url: string): Promise<number> {
  return new Promise((resolve) => {
    const audio = new Audio();
    const finish = (seconds: number) => {
      window.clearTimeout(timer);
      audio.removeAttribute('src');
      resolve(Number.isFinite(seconds) && seconds > 0 ? seconds : 0);
    };
    const timer = window.setTimeout(() => finish(0), METADATA_TIMEOUT_MS);
    audio.preload = 'metadata';
    audio.addEventListener('loadedmetadata', () => finish(audio.duration), { once: true });
    audio.addEventListener('error', () => finish(0), { once: true });
    audio.src = url;
  });
}
