import { z } from 'zod';
import { TemplateAspectRatioSchema, TemplateCategorySchema, TemplateVariableSchema } from '@talkreel/contract';
import { WorkspaceSchema } from '@talkreel/timeline';

/** A template's id: its file name without `.json`, kebab-case (`product-launch-9x16`). */
export const TemplateIdSchema = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/u, { message: 'a template id is its file name, kebab-case (a-z, 0-9 and single dashes)' });

/**
 * A media file a template ships (`media/lamp.jpg`): the default of an image
 * or video variable, under `content/templates/media/`. One folder deep, so a
 * name can never climb out of it.
 */
export const TemplateMediaFileSchema = z
  .string()
  .regex(/^media\/[A-Za-z0-9][A-Za-z0-9._-]{0,99}\.(?:png|jpg|jpeg|mp4)$/u, { message: 'must be a file under media/ (media/<name>.png, .jpg, .jpeg or .mp4)' });

/**
 * `content/templates/<id>.json`: a workspace with `{{key}}` placeholders and
 * the variables that fill them. The workspace is checked with the timeline's
 * own schema as written (placeholders are strings wherever they stand), and
 * kept as written: filling works on the document, then parses the result.
 */
export const TemplateFileSchema = z.strictObject({
  /** Unique across templates: `POST /template/list`'s `name[]` finds templates by it. */
  name: z.string().trim().min(1).max(120),
  category: TemplateCategorySchema,
  aspect_ratio: TemplateAspectRatioSchema,
  variables: z.array(TemplateVariableSchema).min(1).max(40),
  workspace: z.record(z.string(), z.unknown()).superRefine((workspace, context) => {
    const parsed = WorkspaceSchema.safeParse(workspace);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  }),
});
export type TemplateFile = z.infer<typeof TemplateFileSchema>;
