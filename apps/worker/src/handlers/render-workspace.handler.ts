import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { BroadcastChannel } from 'node:worker_threads';
import { renderWorkspaceJob, type RenderWorkspaceJobResult } from '@talkreel/jobs';
import { implementJob, PermanentJobError, type Runtime } from '@talkreel/platform';
import type { RenderResult } from '@talkreel/render';
import { parseWorkspace } from '@talkreel/timeline';
import { collectMediaPaths } from '../render/collect-media-paths.ts';
import { downloadOwnedMedia } from '../render/download-owned-media.ts';
import type { RenderChannelMessage, RenderInThreadInput } from '../render/render-in-thread.ts';

const outputFiles = (result: RenderResult) => [
  { localPath: result.videoPath, name: 'video.mp4', kind: 'mp4', contentType: 'video/mp4' },
  { localPath: result.coverPath, name: 'cover.jpg', kind: 'jpg', contentType: 'image/jpeg' },
  { localPath: result.subtitles.srtPath, name: 'subtitles.srt', kind: 'srt', contentType: 'application/x-subrip; charset=utf-8' },
  { localPath: result.subtitles.vttPath, name: 'subtitles.vtt', kind: 'vtt', contentType: 'text/vtt; charset=utf-8' },
  ...result.thumbnailPaths.map((localPath, index) => ({ localPath, name: `scene-${index + 1}.jpg`, kind: 'jpg', contentType: 'image/jpeg' })),
];

/** Renders on a CpuPool thread, stores the outputs under the task's own keys, commits their file rows with the done state. */
export function createRenderWorkspaceHandler(runtime: Runtime) {
  return implementJob(renderWorkspaceJob, async (payload, context): Promise<RenderWorkspaceJobResult> => {
    const workDir = await mkdtemp(path.join(runtime.tempDir, 'render-'));
    const channel = new BroadcastChannel(`talkreel-render-${context.taskId}-${context.attempt}`);
    const requestAbort = () => channel.postMessage({ type: 'abort' } satisfies RenderChannelMessage);
    context.signal.addEventListener('abort', requestAbort);
    try {
      let workspace;
      try {
        workspace = parseWorkspace(payload.workspace);
      } catch (error) {
        throw new PermanentJobError(`The workspace is not valid: ${(error as Error).message}`);
      }
      const mediaFiles: Record<string, string> = {};
      for (const [index, mediaPath] of collectMediaPaths(workspace).entries()) {
        mediaFiles[mediaPath] = await downloadOwnedMedia(runtime, payload.ownerId, mediaPath, workDir, index, context.signal);
      }
      channel.onmessage = (event) => {
        const message = (event as unknown as { data: RenderChannelMessage }).data;
        if (message.type === 'progress') void context.reportProgress(message.percent * 0.95);
      };
      const input: RenderInThreadInput = {
        document: payload.workspace,
        outputPath: path.join(workDir, 'out', 'video.mp4'),
        mediaFiles,
        watermark: payload.watermark,
        temporaryDirectory: workDir,
        ffmpegPath: runtime.ffmpegPath,
        ffprobePath: runtime.ffprobePath,
        channelName: `talkreel-render-${context.taskId}-${context.attempt}`,
      };
      const result = await runtime.batchPool.run<RenderInThreadInput, RenderResult>(
        new URL('../render/render-in-thread.ts', import.meta.url),
        'renderInThread',
        input,
      );
      // Keys depend only on the task: a retry after a crash overwrites the same objects.
      const prefix = `renders/${payload.ownerId}/${context.taskId}`;
      const stored: (ReturnType<typeof outputFiles>[number] & { key: string; sizeBytes: number })[] = [];
      for (const file of outputFiles(result)) {
        const key = `${prefix}/${file.name}`;
        const { sizeBytes } = await runtime.storage.put(key, createReadStream(file.localPath), { contentType: file.contentType });
        stored.push({ ...file, key, sizeBytes });
      }
      await context.reportProgress(99);
      return context.completeInTransaction(async (trx) => {
        for (const file of stored) {
          await trx
            .insertInto('files')
            .values({
              owner_id: payload.ownerId,
              storage_key: file.key,
              purpose: 'render',
              kind: file.kind,
              content_type: file.contentType,
              size_bytes: file.sizeBytes,
              original_name: file.name,
            })
            .onConflict((conflict) => conflict.column('storage_key').doNothing())
            .execute();
        }
        return {
          videoKey: `${prefix}/video.mp4`,
          coverKey: `${prefix}/cover.jpg`,
          srtKey: `${prefix}/subtitles.srt`,
          vttKey: `${prefix}/subtitles.vtt`,
          thumbnailKeys: result.thumbnailPaths.map((_, index) => `${prefix}/scene-${index + 1}.jpg`),
          durationMs: result.durationMs,
          widthPx: result.widthPx,
          heightPx: result.heightPx,
        };
      });
    } finally {
      context.signal.removeEventListener('abort', requestAbort);
      channel.close();
      await rm(workDir, { recursive: true, force: true });
    }
  });
}
