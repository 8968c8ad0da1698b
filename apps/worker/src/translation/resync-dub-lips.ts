import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { writeVoiceTrack, type DubClip } from '@talkreel/dub';
import { runLipSyncWithFallback, type VideoLipSyncEngine } from '@talkreel/face';
import { probeMedia, type Runtime } from '@talkreel/platform';

/** A dub's picture: the footage with its lips redrawn, or the original. */
export interface DubPicture {
  /** Storage key of the picture the dubbed video shows. */
  videoKey: string;
  widthPx: number | undefined;
  heightPx: number | undefined;
  /** The service that redrew the lips (null: the original picture was kept), and every failure before, in order. */
  lipSync: { engine: string | null; note?: string };
}

export interface ResyncDubLipsInput {
  engines: readonly VideoLipSyncEngine[];
  /** The upload, downloaded, and its storage key. */
  videoPath: string;
  videoKey: string;
  videoName: string;
  /** The dub's speech clips at their places, and the footage's length. */
  clips: readonly DubClip[];
  durationMs: number;
  workDir: string;
  /** Where the re-synced footage is kept: `translations/{ownerId}/{taskId}/lips-{language}.mp4`. */
  ownerId: string;
  taskId: string;
  language: string;
  signal: AbortSignal;
  /** Fractions the service reports (Replicate's logs), 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/** A re-synced video shorter than this share of the footage is refused (the model cut it), so the original is kept. */
const minimumLengthShare = 0.9;

/**
 * The footage's lips redrawn to the dub by the configured video lip-sync
 * model (`VIDEO_LIPSYNC_*`: LatentSync, Wav2Lip), each in order until one
 * answers a whole video; the original picture when none is configured or
 * every one fails (the note says why). The model hears the new speech alone,
 * as long as the footage, not the mix with the original's ducked voices.
 */
export async function resyncDubLips(runtime: Runtime, input: ResyncDubLipsInput): Promise<DubPicture> {
  const original: DubPicture = { videoKey: input.videoKey, widthPx: undefined, heightPx: undefined, lipSync: { engine: null } };
  if (input.engines.length === 0) return original;
  const voicePath = path.join(input.workDir, 'voice.wav');
  await writeVoiceTrack(input.clips, input.durationMs, voicePath);
  const video = { bytes: new Uint8Array(await readFile(input.videoPath)), contentType: videoContentType(input.videoName) };
  const audio = { bytes: new Uint8Array(await readFile(voicePath)), contentType: 'audio/wav' };
  const outcome = await runLipSyncWithFallback<{ localPath: string; widthPx: number; heightPx: number; contentType: string } | null, VideoLipSyncEngine>(
    { engines: input.engines },
    {
      signal: input.signal,
      // The page says the picture was kept; the note says why.
      fallbackNote: '',
      withEmbedded: () => null,
      withService: async (engine) => {
        const result = await engine.resync({ video, audio, signal: input.signal, ...(input.onProgress ? { onProgress: input.onProgress } : {}) });
        const localPath = path.join(input.workDir, `lips-${engine.name}.${result.contentType === 'video/webm' ? 'webm' : 'mp4'}`);
        await writeFile(localPath, result.video);
        const info = await probeMedia(runtime.ffprobePath, localPath);
        const picture = info.streams.find((stream) => stream.codecType === 'video');
        if (!picture?.width || !picture.height) throw new Error('its answer has no picture');
        if (info.durationMs < input.durationMs * minimumLengthShare) {
          throw new Error(`its video lasts ${(info.durationMs / 1000).toFixed(1)} s of the footage's ${(input.durationMs / 1000).toFixed(1)} s`);
        }
        return { localPath, widthPx: picture.width, heightPx: picture.height, contentType: result.contentType };
      },
    },
  );
  const note = outcome.note ? { note: outcome.note } : {};
  if (!outcome.result) return { ...original, lipSync: { engine: null, ...note } };
  const extension = path.extname(outcome.result.localPath);
  const videoKey = `translations/${input.ownerId}/${input.taskId}/lips-${input.language}${extension}`;
  const { sizeBytes } = await runtime.storage.put(videoKey, createReadStream(outcome.result.localPath), { contentType: outcome.result.contentType });
  await runtime.repositories.files.record({
    owner_id: input.ownerId,
    storage_key: videoKey,
    purpose: 'translation',
    kind: extension.slice(1),
    content_type: outcome.result.contentType,
    size_bytes: sizeBytes,
    original_name: `lips-${input.language}${extension}`,
  });
  return { videoKey, widthPx: outcome.result.widthPx, heightPx: outcome.result.heightPx, lipSync: { engine: outcome.engine, ...note } };
}

/** An upload's MIME type by its name (the services read the bytes; the label only has to be plausible). */
function videoContentType(name: string): string {
  const extension = path.extname(name).toLowerCase();
  if (extension === '.mov') return 'video/quicktime';
  if (extension === '.webm') return 'video/webm';
  return 'video/mp4';
}
