import type { PodcastTurn } from '@talkreel/contract';
import { PermanentJobError, readStoredBytes, type Runtime } from '@talkreel/platform';
import { decodeAudio, encodeWav, getPcmDurationMs, slicePcm, splitSpeakersInPool } from '@talkreel/speech';

/** The longest recording a podcast is made from: the spec's longest script. */
export const maxRecordingMs = 30 * 60_000;
/** One frame of the video at 25 fps. */
const frameMs = 40;
/** Shorter than this is not a conversation. */
const minRecordingMs = 3_000;

export interface SplitRecording {
  title: string;
  turns: PodcastTurn[];
  /** Said to the user when the split is not what they might expect (one voice heard). */
  note?: string;
}

/** `m:ss` of a time in the recording. */
function clock(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * An uploaded two-person recording as podcast turns: decoded, split by voice
 * (`splitSpeakers`, on a pool thread), each turn's stretch stored as its own
 * WAV (a file of the owner's, which the render reads like any recording).
 * The stretches meet in the pauses, so the turns played one after another are
 * the whole recording. Keys are the project's and the turn's, so a run again
 * after a crash writes the same files.
 */
export async function splitPodcastRecording(
  runtime: Runtime,
  ownerId: string,
  projectId: string,
  filePath: string,
  signal: AbortSignal,
): Promise<SplitRecording> {
  const file = await runtime.repositories.files.findOwned(ownerId, filePath);
  if (!file) throw new PermanentJobError('The uploaded recording is not a file of this account');
  if (file.kind !== 'mp3' && file.kind !== 'wav') throw new PermanentJobError('A podcast recording is an MP3 or WAV file');
  const title = (file.original_name ?? 'Recording').replace(/\.[a-z0-9]+$/iu, '');
  const pcm = await decodeAudio(await readStoredBytes(runtime.storage, file.storage_key), { ffmpegPath: runtime.ffmpegPath, signal }).catch((error: Error) => {
    throw new PermanentJobError(`The recording could not be read as audio: ${error.message}`);
  });
  const durationMs = getPcmDurationMs(pcm);
  if (durationMs < minRecordingMs) throw new PermanentJobError('The recording is shorter than 3 seconds: upload a conversation of two people');
  if (durationMs > maxRecordingMs) throw new PermanentJobError('The recording is longer than 30 minutes: upload up to 30 minutes');

  const split = await splitSpeakersInPool(runtime.batchPool, pcm, signal);
  if (split.turns.length === 0) throw new PermanentJobError('No speech was heard in this recording');
  const turns: PodcastTurn[] = [];
  // Cuts on video frame boundaries: each turn is a whole number of frames, so the turns' scenes add up to the recording exactly.
  const toFrame = (ms: number) => Math.min(Math.round(ms / frameMs) * frameMs, Math.round(durationMs));
  for (const [index, turn] of split.turns.entries()) {
    signal.throwIfAborted();
    const startMs = index === 0 ? 0 : toFrame(turn.startMs);
    const endMs = index === split.turns.length - 1 ? Math.round(durationMs) : toFrame(turn.endMs);
    const turnKey = `podcast-recordings/${ownerId}/${projectId}/turn-${String(index + 1).padStart(3, '0')}.wav`;
    // WAV, not MP3: an encoder's padding would shift every later turn.
    const { sizeBytes } = await runtime.storage.put(turnKey, Buffer.from(encodeWav(slicePcm(pcm, startMs, endMs))), { contentType: 'audio/wav' });
    await runtime.repositories.files.record({
      owner_id: ownerId,
      storage_key: turnKey,
      purpose: 'podcast_audio',
      kind: 'wav',
      content_type: 'audio/wav',
      size_bytes: sizeBytes,
      original_name: `${title} ${clock(startMs)}-${clock(endMs)}.wav`,
    });
    turns.push({
      host: turn.speaker,
      text: `Recording ${clock(turn.voiceStartMs)} – ${clock(turn.voiceEndMs)}`,
      audio: { path: turnKey, start_ms: startMs, end_ms: endMs },
    });
  }
  const note =
    split.speakerCount === 1
      ? 'Only one voice was heard in this recording: every turn is host 1’s. Switch the speaker of a turn where that is wrong.'
      : undefined;
  return { title, turns, ...(note ? { note } : {}) };
}
