/** A file handed to or received from a lip-sync service: its bytes and MIME type. */
export interface LipSyncMedia {
  bytes: Uint8Array;
  /** `image/jpeg`, `image/png`, `audio/wav`, `audio/mpeg`... */
  contentType: string;
}

/** The photo to animate and the speech it says. */
export interface LipSyncRequest {
  /** A still photo with one face. */
  photo: LipSyncMedia;
  /** The whole speech track; the video lasts as long as it. */
  audio: LipSyncMedia;
  /** Aborting cancels the service's job (so it stops billing) and rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Fractions from 0 to 1, only as the service reports them (none from services that say nothing), and 1 once the video is in hand. */
  onProgress?: (fraction: number) => void;
}

/** The talking video as the service made it. */
export interface LipSyncResult {
  /** A complete MP4, QuickTime or WebM file. */
  video: Uint8Array;
  /** `video/mp4`, `video/quicktime` or `video/webm`, read from the bytes (services label files loosely). */
  contentType: string;
}

/**
 * A neural talking-face service (a Cog model on Replicate or self-hosted,
 * D-ID). The job asks the configured ones in order and falls back to the
 * embedded animator when they fail, so adapters only report failures.
 */
export interface LipSyncEngine {
  /** Stable identifier for logs and job records: `cog`, `replicate`, `d-id`. */
  readonly name: string;
  animate(request: LipSyncRequest): Promise<LipSyncResult>;
}

/** A video whose lips are to follow new speech (a dub), and that speech. */
export interface VideoLipSyncRequest {
  /** The footage, its faces speaking the original language. */
  video: LipSyncMedia;
  /** The new speech alone (no music), as long as the video. */
  audio: LipSyncMedia;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

/**
 * A video-to-video lip-sync model (LatentSync, Wav2Lip behind the Cog
 * protocol): it redraws the mouths of existing footage to follow new speech.
 * No embedded engine can do this, so a dub without one keeps its picture.
 */
export interface VideoLipSyncEngine {
  /** Stable identifier for logs and records: `cog`, `replicate`. */
  readonly name: string;
  resync(request: VideoLipSyncRequest): Promise<LipSyncResult>;
}

/**
 * A failure the caller can act on: `status` is the service's HTTP status when
 * it answered with one; `retryable` says the same request may succeed later
 * (rate limits, 5xx, network errors, timeouts), as opposed to a refusal of the
 * input (no face found, bad key, invalid field).
 */
export class LipSyncEngineError extends Error {
  constructor(
    message: string,
    readonly engine: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LipSyncEngineError';
  }
}
