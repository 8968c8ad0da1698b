import { z } from 'zod';
import { defineRoute } from '../route-contract.ts';

// ---------------------------------------------------------------------------
// Product link → analysis → product page → video (site §2, §3, §4, §5, §7)
// ---------------------------------------------------------------------------

/** The spec's URL field messages (site §5). */
export const productUrlMessages = { empty: '请添加网址', invalid: '请输入正确的网址' } as const;
/** Links that are files rather than pages (site §5): refused with the invalid message. */
export const productUrlFileExtensions = ['.png', '.jpg', '.jpeg', '.mp4', '.webm', '.mov', '.mp3'] as const;
/** Marketplaces whose analysis the page waits 800 ms longer for (site §9). */
export const productMarketplaceHosts = ['temu', 'shopee', 'lazada'] as const;
/** The failure the page shows no toast for (site §4): it opens the extensions dialog only. */
export const unsupportedGoodsTypesMessage = 'Unsupported goods types';
/** Lengths of a product video, seconds. */
export const productVideoDurationsS = [15, 30, 45, 60] as const;
/** Product media a video uses at most. */
export const maxProductMedia = 20;

/** Media item (site §3): 1 image, 2 video; `key` is the storage key of the stored copy (the render reads only stored files). */
export const ProductMediaItemSchema = z.object({
  url: z.string().max(4_000),
  name: z.string().max(255),
  type: z.union([z.literal(1), z.literal(2)]),
  clip_id: z.number().int().default(0),
  clip_info: z.array(z.unknown()).max(50).default([]),
  w: z.number().int().min(0).max(100_000),
  h: z.number().int().min(0).max(100_000),
  key: z.string().max(500).optional(),
  /** The spec's optional fake-clip text flag: ignored here. */
  is_fake_clip: z.boolean().optional(),
});
export type ProductMediaItem = z.infer<typeof ProductMediaItemSchema>;

/** Where the record stands: 1 analysing, 2 ready, 3 failed. */
export const productStatus = { analyzing: 1, ready: 2, failed: 3 } as const;

/** Where each analysed field was read from (shopify, json-ld, microdata, rdfa, open-graph, amazon, etsy, readability, manual). */
export const ProductFieldSourcesSchema = z.record(z.string(), z.string());

/** The analysis product record (API.md `GET /project/analyze/product_new`). */
export const ProductRecordSchema = z.object({
  id: z.string(),
  prj_id: z.string(),
  /** 1 from a link, 2 manual media (the page's `sub_type`). */
  sub_type: z.union([z.literal(1), z.literal(2)]),
  status: z.number().int(),
  /** 0–100 while analysing. */
  progress: z.number().int(),
  /** 'title' | 'description' | 'media' while analysing ('URL Title analyzing...' …). */
  stage: z.string(),
  /** Set when status is 3: the reason (blocked, not_a_product, timeout, blocked_address, …) and a message a person can act on. */
  error: z.object({ reason: z.string(), msg: z.string() }).nullable(),
  url: z.string(),
  title: z.string(),
  intro_text: z.string(),
  target_audience: z.string(),
  brand: z.string(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  intro_medias: z.array(ProductMediaItemSchema),
  /** The media chosen for the video, in order (a subset of `intro_medias`, by url). */
  select_media: z.array(z.string()),
  sources: ProductFieldSourcesSchema,
});
export type ProductRecord = z.infer<typeof ProductRecordSchema>;

export const analyzeProductRoute = defineRoute({
  method: 'POST',
  path: '/project/analyze/product',
  summary: 'Analyse a product page (through the SSRF-safe fetcher, as a job): answers the new project id at once; poll GET /project/analyze/product_new?id=',
  tag: 'analyze',
  auth: 'session',
  body: z.object({
    url: z.string().trim().min(1, productUrlMessages.empty).max(2_000, productUrlMessages.invalid),
    select_media: z.boolean().default(true),
    template: z.number().int().default(1),
  }),
  data: z.object({ prj_id: z.string() }),
});

export const createManualProductRoute = defineRoute({
  method: 'POST',
  path: '/project/analyze/product_manual',
  summary: 'Start a product without a link (media added by hand): a new project and its empty product record',
  tag: 'analyze',
  auth: 'session',
  body: z.object({}).passthrough(),
  data: z.object({ product: z.object({ id: z.string() }), prj_id: z.string() }),
});

export const getProductRoute = defineRoute({
  method: 'GET',
  path: '/project/analyze/product_new',
  summary: 'The product record of a project (by project id) or of a product (by product id): fields, media, status and progress',
  tag: 'analyze',
  auth: 'session',
  query: z.object({ id: z.string().trim().min(1).max(100) }),
  data: ProductRecordSchema,
});

export const saveProductRoute = defineRoute({
  method: 'PUT',
  path: '/project/analyze/product',
  summary:
    "Save the product form: title, intro text, audience, its media and the media chosen for the video (media must be the caller's stored files or the analysis's)",
  tag: 'analyze',
  auth: 'session',
  body: z.object({
    prj_id: z.string().uuid('The project id is not valid'),
    id: z.string().min(1).max(100),
    title: z.string().trim().max(200, 'A title has at most 200 characters'),
    intro_text: z.string().trim().max(5_000, 'The introduction has at most 5000 characters'),
    target_audience: z.string().trim().max(500, 'The target audience has at most 500 characters'),
    intro_medias: z.array(ProductMediaItemSchema).max(60, 'A product keeps at most 60 media'),
    select_media: z.array(z.string().max(4_000)).max(maxProductMedia, `A video uses at most ${maxProductMedia} media`).optional(),
    price: z.number().min(0).max(1e9).nullable().optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/u, 'A currency is its three-letter code, e.g. USD')
      .nullable()
      .optional(),
  }),
  data: z.null(),
});

/** The script frameworks a product video is written in. */
export const ProductScriptStyleSchema = z.enum(['problem_solution', 'feature_tour', 'testimonial', 'offer']);
export type ProductScriptStyle = z.infer<typeof ProductScriptStyleSchema>;

export const ProductScriptSchema = z.object({
  style: ProductScriptStyleSchema,
  /** The framework's name in the page's words ('Problem → solution' …). */
  title: z.string(),
  /** One scene per spoken part, in order; each is spoken over one or more product media. */
  scenes: z.array(z.string()),
  /** Estimated spoken length, seconds. */
  duration_s: z.number(),
});
export type ProductScript = z.infer<typeof ProductScriptSchema>;

export const writeProductScriptsRoute = defineRoute({
  method: 'POST',
  path: '/project/product/scripts',
  summary:
    'Three script options for the product video, in named frameworks, of the chosen length and language (the LLM when configured, else the embedded writer)',
  tag: 'analyze',
  auth: 'session',
  body: z.object({
    prj_id: z.string().uuid('The project id is not valid'),
    /** The first option's framework; the other two are the next frameworks. */
    style: ProductScriptStyleSchema.default('problem_solution'),
    duration_s: z.union([z.literal(15), z.literal(30), z.literal(45), z.literal(60)], { error: 'A product video is 15, 30, 45 or 60 seconds' }),
    language: z
      .string()
      .trim()
      .regex(/^[a-z][a-z-]*$/u, 'A language is its lowercase English name, e.g. english')
      .max(40)
      .default('english'),
  }),
  data: z.object({ scripts: z.array(ProductScriptSchema) }),
});

export const createProductVideoRoute = defineRoute({
  method: 'POST',
  path: '/project/product/video',
  summary:
    "Build the product video's workspace (the presenter over the chosen media, price and call-to-action cards, captions) into the project; open it in the editor or render it with POST /project/task/submit",
  tag: 'analyze',
  auth: 'session',
  body: z.object({
    prj_id: z.string().uuid('The project id is not valid'),
    script: ProductScriptSchema,
    /** A library or own avatar; none: the product media alone with a voice-over. */
    person_id: z.string().max(40).optional(),
    voice_id: z.string().max(120).optional(),
    /** 0 portrait 9:16, 1 landscape 16:9, 2 square. */
    aspect_ratio: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
    call_to_action: z.string().trim().max(60).default('Shop now'),
  }),
  data: z.object({ project_id: z.string(), workspace_index: z.number().int() }),
});
