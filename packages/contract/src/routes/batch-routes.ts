import { z } from 'zod';
import { defineRoute } from '../route-contract.ts';
import { RenderStageSchema, RenderStatusValueSchema, RenderSubmissionSchema } from './project-routes.ts';

/** Videos one batch makes: the spec's '100 videos in one click'. */
export const maxBatchRows = 100;

/** The largest sheet a batch reads (CSV or XLSX). */
export const maxBatchSheetBytes = 5 * 1024 * 1024;

/** One problem of one cell, where the user finds it: `row` as the spreadsheet numbers it (the header is row 1). */
export const BatchRowErrorSchema = z.object({
  row: z.number().int(),
  /** The variable's key, or '' for a problem of the whole row. */
  column: z.string(),
  /** 'Row 14, photo: not an image URL'. */
  message: z.string(),
});
export type BatchRowError = z.infer<typeof BatchRowErrorSchema>;

/** A row to render: its sheet row number and a value per variable key (a missing key keeps the template's default). */
export const BatchRowSchema = z.object({
  row: z.number().int().min(2).max(1_000_000),
  values: z.record(z.string(), z.string().max(5_000)),
});
export type BatchRow = z.infer<typeof BatchRowSchema>;

/**
 * What a sheet holds for a template: its columns, which column fills which
 * variable (auto-matched by name), its rows as values per variable, and
 * every row's problems. Nothing is created.
 * Multipart: `file` (CSV or XLSX, ≤ 5 MB) and `template_id`.
 */
export const readBatchSheetRoute = defineRoute({
  method: 'POST',
  path: '/batch/sheet',
  summary: "Read a CSV or XLSX sheet against a template's variables: columns, mapping, rows and every row's errors (creates nothing)",
  tag: 'batch',
  auth: 'session',
  data: z.object({
    columns: z.array(z.string()),
    /** Variable key → the column (index into `columns`) that fills it; null: the default for every row. */
    mapping: z.record(z.string(), z.number().int().nullable()),
    unused_columns: z.array(z.string()),
    /** Picture and video cells that named a stored file (an upload by its name, or a link fetched and stored) carry its storage key. */
    rows: z.array(BatchRowSchema),
    errors: z.array(BatchRowErrorSchema),
    /** Storage key → a read URL and the cell as written (the link or file name), for every key in `rows`. */
    files: z.record(z.string(), z.object({ url: z.string(), name: z.string() })),
  }),
});

export const CreateBatchRequestSchema = z.object({
  template_id: z.string().min(1).max(120),
  name: z.string().trim().min(1).max(120).optional(),
  rows: z
    .array(BatchRowSchema)
    .min(1, { message: 'The sheet has no rows to make videos of' })
    .max(maxBatchRows, { message: `A batch makes at most ${maxBatchRows} videos; split the sheet` }),
});
export type CreateBatchRequest = z.infer<typeof CreateBatchRequestSchema>;

/**
 * Checks every row, then in one transaction creates the batch (a project with
 * one workspace per row, the template filled) and queues every render,
 * debiting each row's credits at once; a refused debit creates nothing. A row
 * with an error refuses the whole batch, naming the rows.
 */
export const createBatchRoute = defineRoute({
  method: 'POST',
  path: '/batch/create',
  summary: 'Make one video per row of a template: every row checked first, every credit reserved at once',
  tag: 'batch',
  auth: 'session',
  body: CreateBatchRequestSchema,
  data: z.object({ project_id: z.string(), tasks: z.array(RenderSubmissionSchema) }),
});

export const BatchRowStatusSchema = z.object({
  row: z.number().int(),
  index: z.number().int(),
  status: RenderStatusValueSchema,
  stage: RenderStageSchema.nullable(),
  /** 0–100. */
  progress: z.number().int(),
  /** A read URL of the row's MP4 when done; '' otherwise. */
  video_url: z.string(),
  /** Why the row failed, in words the user can act on; '' unless failed. */
  err_msg: z.string(),
});
export type BatchRowStatus = z.infer<typeof BatchRowStatusSchema>;

export const BatchStatusSchema = z.object({
  project_id: z.string(),
  name: z.string(),
  template_id: z.string(),
  rows: z.array(BatchRowStatusSchema),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  /** A signed link (an hour) streaming a ZIP of the finished rows' MP4s: a plain `<a href download>` needs no token. */
  zip_url: z.string(),
  /** A signed link (an hour) to the result sheet: row, status, video_url, error. */
  result_csv_url: z.string(),
});
export type BatchStatus = z.infer<typeof BatchStatusSchema>;

export const BatchLocatorSchema = z.object({ project_id: z.string().uuid('That is not a batch id.') });

export const getBatchStatusRoute = defineRoute({
  method: 'GET',
  path: '/batch/status',
  summary: "A batch's rows: each one's render status, progress and video",
  tag: 'batch',
  auth: 'session',
  query: BatchLocatorSchema,
  data: BatchStatusSchema,
});

export const retryBatchRoute = defineRoute({
  method: 'POST',
  path: '/batch/retry',
  summary: 'Render the failed rows of a batch again (their credits debited again, refunded if they fail again)',
  tag: 'batch',
  auth: 'session',
  body: BatchLocatorSchema,
  data: z.object({ tasks: z.array(RenderSubmissionSchema) }),
});

export const listBatchesRoute = defineRoute({
  method: 'GET',
  path: '/batch/list',
  summary: "The caller's batches, newest first",
  tag: 'batch',
  auth: 'session',
  data: z.object({
    batches: z.array(z.object({ project_id: z.string(), name: z.string(), template_id: z.string(), total: z.number().int(), created_at: z.string() })),
  }),
});

/**
 * Not JSON on success, and authorised by a signed query (`expires`,
 * `signature`, bound to the batch and its owner) instead of a token, so a
 * browser link downloads them straight to disk:
 * - `GET /batch/zip?project_id&owner_id&expires&signature` streams `application/zip` of the finished rows' MP4s (`row-014.mp4`);
 * - `GET /batch/result.csv?…` answers `text/csv`: row, status, video_url, error (cells a spreadsheet would run as a formula are escaped).
 * `GET /batch/sample.csv?template_id` (no signature) answers a sample sheet of the template's variables (UTF-8 with BOM): a header of variable keys and one row of defaults.
 * A refused call answers the usual `{code, msg, data}`.
 */
export const batchDownloadPaths = { zip: '/batch/zip', resultCsv: '/batch/result.csv', sampleCsv: '/batch/sample.csv' } as const;
