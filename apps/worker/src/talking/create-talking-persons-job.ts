import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { analyzeStoredPhoto, type TalkingPersonsJob } from '@talkreel/face';
import { readStoredBytes, type Runtime } from '@talkreel/platform';

/** One render's side of the talking persons: whose files, where they go, how progress is told. */
export interface TalkingPersonsJobOptions extends Pick<TalkingPersonsJob, 'mediaFiles' | 'downloadOwned' | 'report' | 'signal'> {
  ownerId: string;
  /** The render's work directory: voices and service videos are written here. */
  workDir: string;
}

/**
 * The talking persons' I/O for one render, wired to the runtime: the owner's
 * voices (or public ones) and photos through the repositories, a photo's
 * analysis made once and kept in `photo_faces`, its bytes from storage, and
 * the media made here written into the work directory.
 */
export function createTalkingPersonsJob(runtime: Runtime, options: TalkingPersonsJobOptions): TalkingPersonsJob {
  const { ownerId, workDir, signal } = options;
  const { files, userVoices, voices } = runtime.repositories;
  return {
    mediaFiles: options.mediaFiles,
    downloadOwned: options.downloadOwned,
    report: options.report,
    signal,
    findVoice: async (voiceId) => (await userVoices.findOwned(ownerId, voiceId)) ?? (await voices.findById(voiceId)),
    findPhoto: async (photoPath) => {
      const file = await files.findOwned(ownerId, photoPath);
      if (!file) return undefined;
      const analysis = await analyzeStoredPhoto(runtime, runtime.batchPool, file, signal);
      return { analysis, contentType: file.content_type, readBytes: () => readStoredBytes(runtime.storage, file.storage_key) };
    },
    saveMedia: async (fileName, bytes) => {
      const localPath = path.join(workDir, fileName);
      await writeFile(localPath, bytes);
      return localPath;
    },
  };
}
