import { createWriteStream, createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MOV_CONVERSION_FAILED_MESSAGE } from '@talkreel/contract';
import { convertMovJob } from '@talkreel/jobs';
import { implementJob, PermanentJobError, probeMedia, runFfmpeg, type Runtime } from '@talkreel/platform';
import { buildMovToMp4Args } from '../media/mov-to-mp4-args.ts';

/** MOV → MP4 with ffmpeg, stored next to the upload; the MP4 gets its own files row. */
export function createConvertMovHandler(runtime: Runtime) {
  return implementJob(convertMovJob, async (payload, context) => {
    // Deterministic output key: a re-run after a crash overwrites the same object.
    const outputKey = `${payload.sourceKey}-mp4`;
    const workDir = await mkdtemp(path.join(runtime.tempDir, 'convert-'));
    try {
      const inputPath = path.join(workDir, 'input.mov');
      const outputPath = path.join(workDir, 'output.mp4');
      await pipeline(await runtime.storage.read(payload.sourceKey), createWriteStream(inputPath), { signal: context.signal });
      const input = await probeMedia(runtime.ffprobePath, inputPath).catch(() => undefined);
      if (!input || !input.streams.some((stream) => stream.codecType === 'video')) {
        throw new PermanentJobError(MOV_CONVERSION_FAILED_MESSAGE);
      }
      await runFfmpeg({
        ffmpegPath: runtime.ffmpegPath,
        args: buildMovToMp4Args(inputPath, outputPath),
        durationMs: input.durationMs,
        signal: context.signal,
        onProgress: (fraction) => void context.reportProgress(fraction * 95),
      }).catch((error: Error) => {
        if (context.signal.aborted) throw error;
        runtime.logger.warn({ err: error, taskId: context.taskId }, 'MOV conversion failed');
        throw new PermanentJobError(MOV_CONVERSION_FAILED_MESSAGE);
      });
      const { sizeBytes } = await runtime.storage.put(outputKey, createReadStream(outputPath), { contentType: 'video/mp4' });
      await runtime.repositories.files.record({
        owner_id: payload.ownerId,
        storage_key: outputKey,
        purpose: payload.purpose,
        kind: 'mp4',
        content_type: 'video/mp4',
        size_bytes: sizeBytes,
        original_name: payload.originalName.replace(/\.mov$/i, '') + '.mp4',
      });
      return { key: outputKey };
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  });
}
