import { z } from 'zod';
import { AspectRatioSchema } from './aspect-ratio.ts';
import { SceneSchema } from './scene-schema.ts';
import { workspaceLimits } from './workspace-limits.ts';

/** The schema version this code writes; older documents are migrated up by `migrateWorkspace`. */
export const currentWorkspaceSchemaVersion = 1;

/**
 * A workspace (the spec's "template body"): the timeline of one video.
 * All times are ms; geometry is in px of the reference canvas of `aspect_ratio`.
 */
export const WorkspaceSchema = z
  .object({
    schemaVersion: z.literal(currentWorkspaceSchemaVersion),
    aspect_ratio: AspectRatioSchema.default(0),
    /** Burn subtitles into the picture; sidecar subtitle files are written either way. */
    render_subtitle: z.boolean().default(true),
    /** Where the cover image is taken, in ms from the start. */
    preview_cover_time: z.number().finite().min(0).default(0),
    /** 'edited' marks a customised draft. */
    condition: z.string().optional(),
    scenes: z
      .array(SceneSchema)
      .min(1, { message: 'A workspace needs at least one scene' })
      .max(workspaceLimits.maxScenes, { message: `A workspace holds at most ${workspaceLimits.maxScenes} scenes` }),
  })
  .superRefine((workspace, context) => {
    const durationMs = workspace.scenes.reduce((total, scene) => total + scene.duration, 0);
    if (durationMs > workspaceLimits.maxDurationMs) {
      const minutes = Math.ceil(durationMs / 60_000);
      context.addIssue({ code: 'custom', path: ['scenes'], message: `A video lasts at most 30 minutes; this workspace's scenes add up to ${minutes} minutes` });
    }
    const elementCount = workspace.scenes.reduce((total, scene) => total + scene.tracks.reduce((sum, track) => sum + track.layers.length, 0), 0);
    if (elementCount > workspaceLimits.maxElements) {
      context.addIssue({
        code: 'custom',
        path: ['scenes'],
        message: `A workspace holds at most ${workspaceLimits.maxElements} elements; this one has ${elementCount}`,
      });
    }
  });
export type Workspace = z.infer<typeof WorkspaceSchema>;
export type WorkspaceInput = z.input<typeof WorkspaceSchema>;
