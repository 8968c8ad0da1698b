/** How long the browser waits for a file's header before giving up on knowing its length, ms. */
const METADATA_TIMEOUT_MS = 5000;

/**
 * The length of a local video file as the browser reads it from its header,
 * before uploading it; null when the browser cannot play the container
 * (some MOV) or takes too long: the server measures it again anyway.
 */
export function readVideoDurationMs(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const finish = (durationMs: number | null) => {
      window.clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(durationMs);
    };
    const timer = window.setTimeout(() => finish(null), METADATA_TIMEOUT_MS);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => finish(Number.isFinite(video.duration) ? Math.round(video.duration * 1000) : null);
    video.onerror = () => finish(null);
    video.src = url;
  });
}
