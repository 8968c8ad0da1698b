import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { BroadcastChannel } from 'node:worker_threads';
import { prepareTalkingPersons, talkingStagePercents } from '@talkreel/face';
import type { RenderWorkspaceJobResult } from '@talkreel/jobs';
import { parseLookDesign } from '@talkreel/looks';
import type { JobContext, Runtime } from '@talkreel/platform';
import type { Workspace } from '@talkreel/timeline';
import type { RenderResult } from '@talkreel/render';
import type { Engines } from '../engines.ts';
import { collectMediaPaths } from './collect-media-paths.ts';
import { downloadOwnedMedia } from './download-owned-media.ts';
import type { RenderChannelMessage, RenderInThreadInput } from './render-in-thread.ts';
import { createTalkingPersonsJob } from '../talking/create-talking-persons-job.ts';

/** The renderer's own stages as the render's named stages (RenderStage in the contract). */
function toRenderStage(rendererStage: string): 'frames' | 'encode' {
  return rendererStage === 'finishing' || rendererStage === 'done' ? 'encode' : 'frames';
}

/** Drawing and encoding take the render from the end of the face stage to 95 %; storing the outputs takes the rest. */
const savingPercent = 95;

const outputFiles = (result: RenderResult) => [
  { localPath: result.videoPath, name: 'video.mp4', kind: 'mp4', contentType: 'video/mp4' },
  { localPath: result.coverPath, name: 'cover.jpg', kind: 'jpg', contentType: 'image/jpeg' },
  ...(result.subtitles
    ? [
        { localPath: result.subtitles.srtPath, name: 'subtitles.srt', kind: 'srt', contentType: 'application/x-subrip; charset=utf-8' },
        { localPath: result.subtitles.vttPath, name: 'subtitles.vtt', kind: 'vtt', contentType: 'text/vtt; charset=utf-8' },
      ]
    : []),
  ...result.thumbnailPaths.map((localPath, index) => ({ localPath, name: `scene-${index + 1}.jpg`, kind: 'jpg', contentType: 'image/jpeg' })),
];

/** What one render needs: whose media it reads, the workspace, and the output rules. */
export interface RenderInTaskInput {
  ownerId: string;
  workspace: Workspace;
  watermark: boolean;
  scale?: number | undefined;
}

/**
 * Speaks and animates the workspace's talking persons (stages `speech` and
 * `face`), renders on a CpuPool thread (`frames`, `encode`), stores the
 * outputs under the task's own keys and commits their file rows with the
 * done state (`saving`). A job that does other work first (a translation)
 * passes `progressFrom`: the render then reports from there to 100.
 */
export async function renderWorkspaceInTask(
  runtime: Runtime,
  engines: Engines,
  payload: RenderInTaskInput,
  jobContext: JobContext,
  options: { progressFrom?: number } = {},
): Promise<RenderWorkspaceJobResult> {
  const from = options.progressFrom ?? 0;
  const context: JobContext = {
    ...jobContext,
    reportProgress: (percent, stage) => jobContext.reportProgress(from + (percent * (100 - from)) / 100, stage),
    completeInTransaction: (work) => jobContext.completeInTransaction(work),
  };
  const workDir = await mkdtemp(path.join(runtime.tempDir, 'render-'));
  const channel = new BroadcastChannel(`talkreel-render-${context.taskId}-${context.attempt}`);
  const requestAbort = () => channel.postMessage({ type: 'abort' } satisfies RenderChannelMessage);
  context.signal.addEventListener('abort', requestAbort);
  try {
    // Parsed by the job's payload schema (migrated and checked when it was queued, and again when claimed).
    const { workspace } = payload;
    const mediaFiles: Record<string, string> = {};
    const mediaPaths = collectMediaPaths(workspace);
    for (const [index, mediaPath] of mediaPaths.entries()) {
      mediaFiles[mediaPath] = await downloadOwnedMedia(runtime, payload.ownerId, mediaPath, workDir, index, context.signal);
    }
    let downloads = mediaPaths.length;
    const prepared = await prepareTalkingPersons(
      { speech: engines.speech, lipSync: engines.lipSync, ffmpegPath: runtime.ffmpegPath, checkLookDesign: parseLookDesign },
      createTalkingPersonsJob(runtime, {
        ownerId: payload.ownerId,
        workDir,
        mediaFiles,
        downloadOwned: (mediaPath) => downloadOwnedMedia(runtime, payload.ownerId, mediaPath, workDir, downloads++, context.signal),
        report: (percent, stage) => context.reportProgress(percent, stage),
        signal: context.signal,
      }),
      workspace,
    );
    const hasTalkingPersons = prepared.faces.length > 0;
    const drawingFrom = hasTalkingPersons ? talkingStagePercents.frames : 0;
    await context.reportProgress(drawingFrom, 'frames');
    channel.onmessage = (event) => {
      const message: RenderChannelMessage = event.data;
      if (message.type === 'progress') {
        void context.reportProgress(drawingFrom + (message.percent / 100) * (savingPercent - drawingFrom), toRenderStage(message.stage));
      }
    };
    const input: RenderInThreadInput = {
      document: prepared.workspace,
      talkingPhotos: prepared.talkingPhotos,
      talkingLooks: prepared.talkingLooks,
      ...(payload.scale ? { scale: payload.scale } : {}),
      outputPath: path.join(workDir, 'out', 'video.mp4'),
      mediaFiles: { ...mediaFiles, ...prepared.mediaFiles },
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
    await context.reportProgress(savingPercent, 'saving');
    return context.completeInTransaction(async (trx) => {
      await runtime.repositories.boundTo(trx).files.recordAll(
        stored.map((file) => ({
          owner_id: payload.ownerId,
          storage_key: file.key,
          purpose: 'render',
          kind: file.kind,
          content_type: file.contentType,
          size_bytes: file.sizeBytes,
          original_name: file.name,
        })),
      );
      return {
        videoKey: `${prefix}/video.mp4`,
        coverKey: `${prefix}/cover.jpg`,
        // A video without captions has no subtitle files: the result says so and no 'Download SRT' is offered.
        srtKey: result.subtitles ? `${prefix}/subtitles.srt` : null,
        vttKey: result.subtitles ? `${prefix}/subtitles.vtt` : null,
        thumbnailKeys: result.thumbnailPaths.map((_, index) => `${prefix}/scene-${index + 1}.jpg`),
        durationMs: result.durationMs,
        widthPx: result.widthPx,
        heightPx: result.heightPx,
        ...(hasTalkingPersons ? { faces: prepared.faces } : {}),
      };
    });
  } finally {
    context.signal.removeEventListener('abort', requestAbort);
    channel.close();
    await rm(workDir, { recursive: true, force: true });
  }
}
