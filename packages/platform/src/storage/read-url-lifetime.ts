/** How long a read URL from createReadUrl stays valid when the caller does not say: one day, in seconds. */
export const defaultReadUrlExpiresInSeconds = 24 * 3600;

/** Longest time one read URL is handed out unchanged: an hour. */
const maxUrlBucketSeconds = 3600;

/** When a read URL is signed and until when it holds, both whole Unix seconds. */
export interface ReadUrlWindow {
  signedAtSeconds: number;
  expiresAtSeconds: number;
}

/**
 * Read URLs are signed for a time bucket, not for the moment of the request:
 * every request in the same bucket gets the same URL, so a page that polls
 * (render status, My Voices) sees equal data and the browser's cache and
 * `<video>` keep their source. The bucket is a quarter of the lifetime, at
 * most an hour; a URL holds for at least `lifetimeSeconds` and at most one
 * bucket more.
 */
export function getReadUrlWindow(lifetimeSeconds: number, nowSeconds: number): ReadUrlWindow {
  const bucketSeconds = Math.max(1, Math.min(maxUrlBucketSeconds, Math.floor(lifetimeSeconds / 4)));
  const signedAtSeconds = Math.floor(nowSeconds / bucketSeconds) * bucketSeconds;
  // Counted from the bucket's start, one bucket longer than the lifetime: a URL handed out in the bucket's last second still holds that long.
  return { signedAtSeconds, expiresAtSeconds: signedAtSeconds + Math.ceil(lifetimeSeconds / bucketSeconds) * bucketSeconds + bucketSeconds };
}
