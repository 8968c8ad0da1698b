import { z } from 'zod';
import { defineRoute } from '../route-contract.ts';
import { WorkspaceDocumentSchema } from './project-routes.ts';

/** 0 = 9:16 portrait, 1 = 16:9 landscape, 2 = 1:1 square (site §3). */
export const TemplateAspectRatioSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type TemplateAspectRatio = z.infer<typeof TemplateAspectRatioSchema>;

/** What a template is for; the gallery's category chips. */
export const TemplateCategorySchema = z.enum([
  'product',
  'sale',
  'tutorial',
  'announcement',
  'testimonial',
  'podcast',
  'quote',
  'real-estate',
  'recipe',
  'event',
  'hiring',
  'news',
]);
export type TemplateCategory = z.infer<typeof TemplateCategorySchema>;

/**
 * The kinds of value a template asks for. `text` fills `{{key}}` inside any
 * text, caption or script; the others replace a string that is exactly
 * `{{key}}` (a media path, a colour, an avatar or voice id).
 */
export const TemplateVariableTypeSchema = z.enum(['text', 'image', 'video', 'avatar', 'voice', 'colour']);
export type TemplateVariableType = z.infer<typeof TemplateVariableTypeSchema>;

/** One value a template asks for: the column of a batch sheet, a field of 'Use'. */
export const TemplateVariableSchema = z.object({
  /** `[a-z][a-z0-9_]*`, written `{{key}}` in the workspace. */
  key: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
  type: TemplateVariableTypeSchema,
  /** The label shown to the user (English; the page translates known keys). */
  label: z.string().min(1).max(60),
  /** The value used when none is given: text, a colour `#rrggbb`, a library avatar id, a voice id, or a media file's read URL. */
  default: z.string(),
  /** Text variables: the most characters a value may have. */
  max_length: z.number().int().positive().optional(),
});
export type TemplateVariable = z.infer<typeof TemplateVariableSchema>;

/** A template in a list: what a gallery card and the similar carousel need. */
export const TemplateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  category: TemplateCategorySchema,
  aspect_ratio: TemplateAspectRatioSchema,
  /** The rendered preview MP4; '' while the first render is not finished. */
  preview_url: z.string(),
  /** The rendered cover JPEG; '' while the first render is not finished. */
  cover_url: z.string(),
  /** The template's length. */
  duration_ms: z.number().int(),
  /** Whether a talking presenter speaks in it. */
  has_presenter: z.boolean(),
});
export type TemplateSummary = z.infer<typeof TemplateSummarySchema>;

export const TemplateListRequestSchema = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  page_size: z.number().int().min(1).max(100).default(30),
  /** −1 = every ratio. */
  aspect_ratio: z.union([z.literal(-1), TemplateAspectRatioSchema]).default(-1),
  /** Where the list is shown ('index' = the gallery); every value lists the same templates. */
  show_page: z.string().max(40).default('index'),
  /** Only these templates, by exact name, in this order (the site's demo list); empty = all. */
  name: z.array(z.string().max(120)).max(100).default([]),
  /** Names containing this, any case. */
  search: z.string().trim().max(120).optional(),
  category: TemplateCategorySchema.optional(),
});
export type TemplateListRequest = z.input<typeof TemplateListRequestSchema>;

export const templateListRoute = defineRoute({
  method: 'POST',
  path: '/template/list',
  summary: 'The template gallery: a page of templates, by ratio, name, search or category',
  tag: 'templates',
  auth: 'none',
  body: TemplateListRequestSchema,
  data: z.object({ data: z.array(TemplateSummarySchema), total: z.number().int(), page: z.number().int(), page_size: z.number().int() }),
});

export const TemplateDetailSchema = TemplateSummarySchema.extend({
  /** The template body (a workspace, its variables at their defaults). */
  workspace: WorkspaceDocumentSchema,
  /** One JPEG per scene, 0.3 s after the scene starts; empty while not rendered. */
  scene_thumbnails: z.array(z.string()),
  variables: z.array(TemplateVariableSchema),
  /** Up to 16 other templates, same category and ratio first; never this one. */
  similar_template: z.array(TemplateSummarySchema),
});
export type TemplateDetail = z.infer<typeof TemplateDetailSchema>;

export const templateDetailRoute = defineRoute({
  method: 'GET',
  path: '/template/detail',
  summary: 'One template: its body, variables, preview, scene thumbnails and similar templates',
  tag: 'templates',
  auth: 'none',
  query: z.object({ id: z.string().min(1).max(120) }),
  data: TemplateDetailSchema,
});

export const UseTemplateRequestSchema = z.object({
  id: z.string().min(1).max(120),
  /** Variable key → value; a missing key keeps the template's default. */
  values: z.record(z.string(), z.string().max(5_000)).default({}),
});

/** 'Use the template': a new project of the caller whose workspace is a copy of the template with its variables filled. Free. */
export const useTemplateRoute = defineRoute({
  method: 'POST',
  path: '/template/use',
  summary: 'Copy a template into a new project of yours (variables filled, no credits) and answer where to edit it',
  tag: 'templates',
  auth: 'session',
  body: UseTemplateRequestSchema,
  data: z.object({ project_id: z.string(), index: z.number().int() }),
});
