import { z } from 'zod';
import { databaseInteger, databaseIntegerFromQuery } from '../database-integer.ts';
import { defineRoute } from '../route-contract.ts';
import { WebhookUrlSchema } from './webhook-routes.ts';

/**
 * A workspace document (packages/timeline `WorkspaceSchema`, any schemaVersion: older ones are migrated).
 * The description is what the OpenAPI reference shows: how media get into a workspace.
 */
export const WorkspaceDocumentSchema = z
  .record(z.string(), z.unknown())
  .describe(
    'A timeline workspace: {schemaVersion, aspect_ratio, render_subtitle, preview_cover_time, scenes[]}. ' +
      'Every media `path` (pic, video, person, music elements) is a file of your account: upload it first with ' +
      'POST /api/common/upload (multipart `file`, `use_to` = `generic` for PNG/JPG, `audio` for MP3/WAV, `product_media` for MP4/MOV/WebM) ' +
      "and put the `full_path` it answers into the element's `path`. Local paths and other URLs are refused when the render starts. " +
      'The samples in examples/workspaces name local files (../media/...) for the `talkreel render` CLI; replace each with its uploaded full_path to send them here.',
  );

export const RenderStatusValueSchema = z.enum(['none', 'queued', 'running', 'done', 'failed', 'cancelled']);

/** The files of a finished render. */
export const FinishedRenderSchema = z.object({
  task_id: z.string(),
  video_url: z.string(),
  cover_url: z.string(),
  /** SRT sidecar; null when the video has no captions (made from an uploaded recording, whose words are not known). */
  subtitle_url: z.string().nullable(),
  vtt_url: z.string().nullable(),
  /** Seconds. */
  duration: z.number(),
});
export type FinishedRender = z.infer<typeof FinishedRenderSchema>;

/**
 * The named steps of a render, in order: `starting` (taken by a worker, no
 * step named yet), `speech` (voices synthesised, mouth
 * tracks made), `face` (photos analysed, or a lip-sync service asked),
 * `frames` (drawn and encoded as they come), `encode` (the encoder finishing),
 * `saving` (outputs stored). A render without a talking person starts at `frames`.
 */
export const RenderStageSchema = z.enum(['queued', 'starting', 'speech', 'face', 'frames', 'encode', 'saving', 'done', 'failed', 'cancelled']);
export type RenderStage = z.infer<typeof RenderStageSchema>;

export const RenderStatusSchema = z.object({
  status: RenderStatusValueSchema,
  progress: z.number().int().min(0).max(100),
  /** What the render is doing now; null when there is no render. */
  stage: RenderStageSchema.nullable(),
  task_id: z.string().nullable(),
  video_url: z.string().nullable(),
  cover_url: z.string().nullable(),
  /** SRT sidecar; null until done, and when the video has no captions. */
  subtitle_url: z.string().nullable(),
  vtt_url: z.string().nullable(),
  /** Seconds. */
  duration: z.number().nullable(),
  error: z.string().nullable(),
  /** While a newer render is queued, running, failed or cancelled: the last one that finished, so its video stays watchable. */
  last_done: FinishedRenderSchema.nullable(),
});
export type RenderStatus = z.infer<typeof RenderStatusSchema>;

export const ProjectSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Workspace 0 says `condition: 'edited'`: a customised draft, shown as 'Customized Draft'. */
  is_customized: z.boolean(),
  render: RenderStatusSchema,
});

export const listProjectsRoute = defineRoute({
  method: 'GET',
  path: '/project/list',
  summary: "The user's projects, newest first, each with its latest render",
  tag: 'projects',
  auth: 'session',
  query: z.object({ page: databaseIntegerFromQuery(1).default(1), page_size: z.coerce.number().int().min(1).max(100).default(20) }),
  data: z.object({ list: z.array(ProjectSummarySchema), has_more: z.boolean() }),
});

export const WorkspaceLocatorSchema = z.object({
  project_id: z.string().uuid(),
  index: databaseIntegerFromQuery().default(0),
});

export const getWorkspaceRoute = defineRoute({
  method: 'GET',
  path: '/project/workspace',
  summary: 'One timeline workspace of a project, with its version',
  tag: 'projects',
  auth: 'session',
  query: WorkspaceLocatorSchema,
  data: z.object({
    project_id: z.string(),
    index: z.number().int(),
    version: z.number().int(),
    /** Every media `path` that names a stored file is a read URL here, so a browser can load it. */
    workspace: WorkspaceDocumentSchema,
    /**
     * Storage key → the read URL that stands for it in `workspace`. Read URLs
     * expire: map each back to its key before saving (PUT refuses read URLs).
     */
    media_urls: z
      .record(z.string(), z.string())
      .describe('Storage key → the read URL that replaced it in `workspace`; map URLs back to keys before PUT /api/project/workspace'),
  }),
});

export const SaveWorkspaceRequestSchema = z.object({
  project_id: z.string().uuid(),
  index: databaseInteger().default(0),
  /** The version the client edited; a newer one on the server answers 40900. */
  version: databaseInteger(1),
  workspace: WorkspaceDocumentSchema,
});

export const saveWorkspaceRoute = defineRoute({
  method: 'PUT',
  path: '/project/workspace',
  summary: 'Save a workspace (optimistic version check: 40900 when someone saved in between)',
  tag: 'projects',
  auth: 'session',
  body: SaveWorkspaceRequestSchema,
  data: z.object({ version: z.number().int() }),
});

/**
 * Renders one request may queue: the spec's '100 videos in one click'. Each
 * is checked (and its credits debited) before any is queued, and the queue's
 * per-user limit keeps a batch from starving other users.
 */
export const maxWorkspacesPerBatch = 100;

/**
 * Optional: each render's `video.completed` or `video.failed` event is also
 * POSTed here, signed like a webhook with the account's callback secret
 * (`GET /v1/webhooks/callback-secret`) and retried the same way.
 */
const RenderCallbackUrlSchema = WebhookUrlSchema.optional();

const batchSizeMessage = { message: `A batch holds at most ${maxWorkspacesPerBatch} workspaces; send the rest in another request` };

export const BatchRenderRequestSchema = z.object({
  /** Omitted: a new project is created. */
  project_id: z.string().uuid().optional(),
  name: z.string().trim().min(1).max(120).default('Untitled video'),
  workspaces: z
    .array(z.object({ index: databaseInteger(), workspace: WorkspaceDocumentSchema }))
    .min(1)
    .max(maxWorkspacesPerBatch, batchSizeMessage),
  callback_url: RenderCallbackUrlSchema,
});
export type BatchRenderRequest = z.infer<typeof BatchRenderRequestSchema>;

export const RenderSubmissionSchema = z.object({ project_id: z.string(), index: z.number().int(), task_id: z.string() });

export const batchRenderRoute = defineRoute({
  method: 'POST',
  path: '/project/batch_render',
  summary: 'Save workspaces and render each (send the JSON gzip-compressed with Content-Encoding: gzip)',
  tag: 'projects',
  auth: 'session',
  body: BatchRenderRequestSchema,
  data: z.object({ project_id: z.string(), tasks: z.array(RenderSubmissionSchema) }),
});

export const submitRenderTasksRoute = defineRoute({
  method: 'POST',
  path: '/project/task/submit',
  summary: 'Render saved workspaces',
  tag: 'projects',
  auth: 'session',
  body: z.object({
    tasks: z
      .array(z.object({ project_id: z.string().uuid(), index: databaseInteger() }))
      .min(1)
      .max(maxWorkspacesPerBatch, batchSizeMessage),
    callback_url: RenderCallbackUrlSchema,
  }),
  data: z.object({ tasks: z.array(RenderSubmissionSchema) }),
});

export const getRenderStatusRoute = defineRoute({
  method: 'GET',
  path: '/project/render/status',
  summary: 'The latest render of a workspace: queued → running (progress) → done with URLs',
  tag: 'projects',
  auth: 'session',
  query: WorkspaceLocatorSchema,
  data: RenderStatusSchema,
});

/** A video's name as people type it: trimmed, 1 to 120 characters. */
export const ProjectNameSchema = z.string().trim().min(1, 'Give the video a name').max(120, 'A video name has at most 120 characters');

export const renameProjectRoute = defineRoute({
  method: 'POST',
  path: '/project/rename',
  summary: 'Rename a video (project)',
  tag: 'projects',
  auth: 'session',
  body: z.object({ project_id: z.string().uuid(), name: ProjectNameSchema }),
  data: z.object({ project_id: z.string(), name: z.string() }),
});

export const deleteProjectRoute = defineRoute({
  method: 'POST',
  path: '/project/delete',
  summary: 'Delete a video: its workspaces, its renders and their stored files; a render in progress is cancelled',
  tag: 'projects',
  auth: 'session',
  body: z.object({ project_id: z.string().uuid() }),
  data: z.object({ project_id: z.string(), deleted_files: z.number().int() }),
});
