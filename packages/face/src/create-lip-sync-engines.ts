import { CogLipSyncEngine } from './engines/cog-lip-sync.ts';
import { DidTalksEngine } from './engines/did-talks.ts';
import type { LipSyncConfig } from './lip-sync-config.ts';
import type { LipSyncEngine, VideoLipSyncEngine } from './lip-sync-engine.ts';

/** What createLipSyncEngines builds: like every engine package's set, its engines under `engines`. */
export interface LipSyncEngineSet {
  /** The configured services in the order a job tries them; empty: the embedded animator (not a service) does the work. */
  engines: readonly LipSyncEngine[];
  /** The configured video lip-sync model (`VIDEO_LIPSYNC_*`) for dubbed uploads; empty: a dub keeps its original picture. */
  videoEngines: readonly VideoLipSyncEngine[];
}

/**
 * The configured talking-face services, in the order a job tries them: the
 * Cog model (Replicate or self-hosted) first, as it is the one an operator
 * points at their own choice of model, then D-ID. Empty when none is set:
 * the embedded animator then does all the work. The video model that
 * re-syncs dubbed uploads is its own service (`videoEngines`).
 */
export function createLipSyncEngines(config: Partial<LipSyncConfig> = {}): LipSyncEngineSet {
  const engines: LipSyncEngine[] = [];
  const timeout = config.LIPSYNC_TIMEOUT_SECONDS ? { timeoutMs: config.LIPSYNC_TIMEOUT_SECONDS * 1000 } : {};
  if (config.LIPSYNC_URL) {
    engines.push(
      new CogLipSyncEngine({
        baseUrl: config.LIPSYNC_URL,
        ...(config.LIPSYNC_TOKEN ? { token: config.LIPSYNC_TOKEN } : {}),
        ...(config.LIPSYNC_MODEL ? { model: config.LIPSYNC_MODEL } : {}),
        ...(config.LIPSYNC_VERSION ? { version: config.LIPSYNC_VERSION } : {}),
        ...(config.LIPSYNC_IMAGE_INPUT ? { imageInput: config.LIPSYNC_IMAGE_INPUT } : {}),
        ...(config.LIPSYNC_AUDIO_INPUT ? { audioInput: config.LIPSYNC_AUDIO_INPUT } : {}),
        ...timeout,
      }),
    );
  }
  if (config.DID_API_KEY) {
    engines.push(new DidTalksEngine({ apiKey: config.DID_API_KEY, ...(config.DID_URL ? { baseUrl: config.DID_URL } : {}), ...timeout }));
  }
  const videoEngines: VideoLipSyncEngine[] = [];
  if (config.VIDEO_LIPSYNC_URL) {
    videoEngines.push(
      new CogLipSyncEngine({
        baseUrl: config.VIDEO_LIPSYNC_URL,
        ...(config.VIDEO_LIPSYNC_TOKEN ? { token: config.VIDEO_LIPSYNC_TOKEN } : {}),
        ...(config.VIDEO_LIPSYNC_MODEL ? { model: config.VIDEO_LIPSYNC_MODEL } : {}),
        ...(config.VIDEO_LIPSYNC_VERSION ? { version: config.VIDEO_LIPSYNC_VERSION } : {}),
        videoInput: config.VIDEO_LIPSYNC_VIDEO_INPUT ?? 'video',
        audioInput: config.VIDEO_LIPSYNC_AUDIO_INPUT ?? 'audio',
        ...timeout,
      }),
    );
  }
  return { engines, videoEngines };
}
