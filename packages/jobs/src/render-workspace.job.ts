import { z } from 'zod';
import { defineJob } from '@talkreel/platform';
import { parseWorkspace, type Workspace } from '@talkreel/timeline';

/**
 * A workspace in a render's payload, read the one way a stored workspace is
 * read (`parseWorkspace`: migrated to the current version, then checked).
 * The queue parses a payload when it is enqueued and again when a worker
 * claims it, so the handler receives a checked `Workspace`; a task queued by
 * an older Talkreel is migrated on the way in.
 */
const PayloadWorkspaceSchema = z.unknown().transform((document, context): Workspace => {
  try {
    return parseWorkspace(document);
  } catch (error) {
    context.addIssue({ code: 'custom', message: `The workspace is not valid: ${(error as Error).message}` });
    return z.NEVER;
  }
});

export const RenderWorkspacePayloadSchema = z.object({
  ownerId: z.string(),
  projectId: z.string(),
  workspaceIndex: z.number().int(),
  /** The workspace as it was when the render was asked for. */
  workspace: PayloadWorkspaceSchema,
  watermark: z.boolean(),
  /** Output px per reference px (1 = 1080p); talking photos render at 2/3 (720p). */
  scale: z.number().min(0.25).max(1).optional(),
});
export type RenderWorkspacePayload = z.infer<typeof RenderWorkspacePayloadSchema>;

/** Storage keys of what the render made, and the video's facts. */
export const RenderWorkspaceResultSchema = z.object({
  videoKey: z.string(),
  coverKey: z.string(),
  /** The SRT and WebVTT sidecars; null when the video has no captions (made from a recording, whose words are not known). */
  srtKey: z.string().nullable(),
  vttKey: z.string().nullable(),
  thumbnailKeys: z.array(z.string()),
  durationMs: z.number(),
  widthPx: z.number().int(),
  heightPx: z.number().int(),
  /** How each talking person was animated: the embedded animator, or a lip-sync service; `note` says why a service was not used. */
  faces: z.array(z.object({ elementId: z.string(), engine: z.string(), note: z.string().optional() })).optional(),
});
export type RenderWorkspaceJobResult = z.infer<typeof RenderWorkspaceResultSchema>;

/** A workspace → MP4, cover, scene thumbnails and subtitles in storage (handler: apps/worker). */
export const renderWorkspaceJob = defineJob<RenderWorkspacePayload, RenderWorkspaceJobResult>({
  name: 'render-workspace',
  payloadSchema: RenderWorkspacePayloadSchema,
  resultSchema: RenderWorkspaceResultSchema,
  retryLimit: 1,
  // A stuck-render backstop only: a dead worker's render is taken back within JOB_STALL_SECONDS.
  expireInSeconds: 3600,
  isHeavy: true,
});
