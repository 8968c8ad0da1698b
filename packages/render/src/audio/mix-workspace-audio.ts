import { runFfmpeg } from '@talkreel/platform/media';
import { findAudioSegments, type Workspace } from '@talkreel/timeline';
import type { PreparedMedia } from '../frames/prepare-media.ts';
import { buildMixAudioArgs, type MixInput } from '../ffmpeg/mix-audio-args.ts';

export interface MixWorkspaceAudioOptions {
  workspace: Workspace;
  media: PreparedMedia;
  /** Length of the soundtrack: the video's length, ms. */
  durationMs: number;
  outputPath: string;
  ffmpegPath: string;
  signal?: AbortSignal;
}

/** The sounds of the workspace that have audio to play, as mixer inputs. */
export function collectMixInputs(workspace: Workspace, media: PreparedMedia): MixInput[] {
  return findAudioSegments(workspace, media.mediaDurationsMs).flatMap((segment) => {
    const filePath = media.localPaths.get(segment.path);
    if (!filePath || !media.videos.get(filePath)?.hasAudio) return [];
    const { startMs, durationMs, clipStartMs, clipDurationMs, isLooping, playbackRate, volume, fadeInMs, fadeOutMs } = segment;
    return [{ filePath, startMs, durationMs, clipStartMs, clipDurationMs, isLooping, playbackRate, volume, fadeInMs, fadeOutMs }];
  });
}

/** Mixes music and the sound of video and person elements into one WAV as long as the video. */
export async function mixWorkspaceAudio(options: MixWorkspaceAudioOptions): Promise<void> {
  const args = buildMixAudioArgs({
    inputs: collectMixInputs(options.workspace, options.media),
    durationMs: options.durationMs,
    outputPath: options.outputPath,
  });
  await runFfmpeg({ ffmpegPath: options.ffmpegPath, args, ...(options.signal ? { signal: options.signal } : {}) });
}
