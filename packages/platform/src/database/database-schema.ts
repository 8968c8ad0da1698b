import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { ProjectKind } from '@talkreel/formats';
import type { DeveloperTables } from './developer-tables.ts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: Generated<string>;
  /** The avatar library's account has status `system` (it owns the library's files and never signs in; no session ever reads it). */
  status: 'guest' | 'user';
  device_id: string | null;
  email: string | null;
  nickname: string;
  password_hash: string | null;
  plan: string;
  credit: number;
  created_at: CreatedAt;
}

export interface SessionsTable {
  /** SHA-256 hex of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface FilesTable {
  id: Generated<string>;
  owner_id: string;
  storage_key: string;
  purpose: string;
  kind: string;
  content_type: string;
  size_bytes: number;
  original_name: string;
  created_at: CreatedAt;
  /** When the owner took this photo (and its copies) off the talking-photo avatar row; null while it is listed. */
  talking_photo_hidden_at: Date | null;
}

export type TaskStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** The source of truth for a job's status, progress and result, read by polling endpoints. */
export interface TasksTable {
  id: Generated<string>;
  owner_id: string | null;
  kind: string;
  status: TaskStatus;
  progress: number;
  /** The named step the running task is in, as its handler reported it; null before the first report. */
  stage: string | null;
  payload: Json<unknown>;
  result: Json<unknown> | null;
  error_message: string | null;
  /** Runs started; a run may only end the task while this still equals its own attempt number. */
  attempts: number;
  cancel_requested: boolean;
  /** Written every JOB_HEARTBEAT_SECONDS while a run is alive; a stale one means its worker died. */
  heartbeat_at: Date | null;
  /** Which process runs it (host:pid:random), for operators. */
  worker_id: string | null;
  /** The pg-boss job allowed to start it next; other deliveries of the task do nothing. */
  queue_job_id: string | null;
  /** Failed runs (errors, dead workers) allowed before the task fails for good. */
  retry_limit: Generated<number>;
  failed_runs: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Secrets every process of one installation shares (the URL-signing key), made once on first start. */
/** A picture from the look wizard (four per task) or the library; `design` when the embedded engine drew it. */
export interface LooksTable {
  id: Generated<string>;
  owner_id: string;
  task_id: string | null;
  output_index: Generated<number>;
  engine: string;
  kind: 'illustrated' | 'photo';
  design: Record<string, unknown> | null;
  file_id: string;
  aspect_ratio: number;
  created_at: CreatedAt;
}

/** An avatar that talks: the public library's (numbered, owned by the library account) or a user's (uuid). */
export interface DigitalPersonsTable {
  id: string;
  owner_id: string;
  is_public: Generated<boolean>;
  sort_order: Generated<number>;
  name: string;
  gender: string;
  age: string | null;
  ethnicity: string | null;
  theme: string | null;
  aspect_ratio: number;
  kind: 'illustrated' | 'photo';
  design: Record<string, unknown> | null;
  look_id: string | null;
  photo_file_id: string | null;
  cover_file_id: string | null;
  circle_cover_file_id: string | null;
  voice_id: string;
  welcome_line: string;
  welcome_task_id: string | null;
  created_at: CreatedAt;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export interface VerificationCodesTable {
  /** SHA-256 of the ticket that send_code returned. */
  ticket_hash: string;
  email: string;
  action: 'reg' | 'resetpwd';
  code_hash: string;
  wrong_attempts: number;
  expires_at: Date;
  /** SHA-256 of the ticket that check_code returned; register / reset_password spend it once. */
  verified_ticket_hash: string | null;
  verified_at: Date | null;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface CaptchasTable {
  id: Generated<string>;
  answer_hash: string;
  expires_at: Date;
  used_at: Date | null;
}

export interface AuthEventsTable {
  id: Generated<string>;
  kind: 'login_failed' | 'code_sent';
  email: string;
  ip: string;
  created_at: CreatedAt;
}

export interface OauthIdentitiesTable {
  provider: 'google' | 'discord';
  subject: string;
  user_id: string;
  created_at: CreatedAt;
}

/** Append-only: a debit is negative, a grant or refund positive. */
export interface CreditLedgerTable {
  id: Generated<string>;
  user_id: string;
  amount: number;
  balance_after: number;
  reason: string;
  idempotency_key: string;
  task_id: string | null;
  created_at: CreatedAt;
}

export interface OutboxMailsTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  sent_at: CreatedAt;
}

/** The public voice library: the embedded catalogue from content/voices, plus configured cloud voices. */
export interface VoicesTable {
  id: string;
  source: string;
  name: string;
  gender: string;
  age: string;
  language: string;
  locale: string;
  accent: string;
  use_case: string;
  descriptive: Json<string[]>;
  engine: Json<Record<string, unknown>>;
  sort_order: number;
  /** Storage key of the cached preview audio, made on first request. */
  preview_key: string | null;
  created_at: CreatedAt;
}

export interface VoiceFavoritesTable {
  id: Generated<string>;
  user_id: string;
  voice_id: string;
  created_at: CreatedAt;
}

/** 'My Voices' (the spec's timbres): saved public voices, voice matches and cloud clones. */
export interface UserVoicesTable {
  id: Generated<string>;
  owner_id: string;
  name: string;
  kind: 'saved' | 'matched' | 'cloned';
  source_voice_id: string | null;
  language: string;
  gender: string;
  engine: Json<Record<string, unknown>>;
  measurements: Json<Record<string, number>> | null;
  preview_key: string | null;
  created_at: CreatedAt;
}

export interface ProjectsTable {
  id: Generated<string>;
  owner_id: string;
  name: string;
  kind: ProjectKind;
  /** The owner asked to keep the watermark (a plan that may remove it does so only when this is false). */
  keep_watermark: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The face analysis of an uploaded photo (@talkreel/face `FacePhotoAnalysis`), made once per photo and analysis version. */
export interface PhotoFacesTable {
  file_id: string;
  version: number;
  /** No blocking problem: the photo can talk. */
  usable: boolean;
  /** 1 female, 2 male, 0 unsure or no face. */
  gender: number;
  analysis: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

/** One timeline of a project; `version` rises on every save (optimistic locking). */
export interface WorkspacesTable {
  project_id: string;
  workspace_index: number;
  version: number;
  document: Json<unknown>;
  updated_at: UpdatedAt;
}

/** A render of one workspace version; its task holds status, progress and the output keys. */
export interface RendersTable {
  id: Generated<string>;
  project_id: string;
  workspace_index: number;
  workspace_version: number;
  task_id: string;
  created_at: CreatedAt;
}

/** A pair of avatars that host podcasts together; the demo pairs belong to the library account. */
export interface PodcastHostsTable {
  id: string;
  owner_id: string;
  is_demo: Generated<boolean>;
  sort_order: Generated<number>;
  person1_id: string;
  person2_id: string;
  created_at: CreatedAt;
}

/**
 * The script of a podcast or topic project. `status`: 1 queued, 2 writing,
 * 3 partial (scenes so far), 4 done, 5 failed (`err_msg`). `parts`: podcast
 * turns `{host, text}` or topic scenes (strings), as written so far.
 */
/** A batch: the template a batch-mode project was made from, and its rows (workspace index = position). */
export interface BatchesTable {
  project_id: string;
  owner_id: string;
  template_id: string;
  rows: Json<BatchRowRecord[]>;
  created_at: CreatedAt;
}

/** One row of a batch: its number in the sheet (the header is row 1) and a value per template variable. */
export interface BatchRowRecord {
  row: number;
  values: Record<string, string>;
}

/** A product's media item as the spec gives it (site §3), with the storage key of its stored copy once there is one. */
export interface ProductMediaRecord {
  url: string;
  name: string;
  type: 1 | 2;
  clip_id: number;
  clip_info: unknown[];
  w: number;
  h: number;
  key?: string;
}

/** A product (`products`), analysed from a link or put together by hand: see migration 0012. */
export interface ProductsTable {
  id: Generated<string>;
  project_id: string;
  owner_id: string;
  sub_type: 1 | 2;
  url: Generated<string>;
  status: number;
  progress: Generated<number>;
  stage: Generated<string>;
  error: Json<{ reason: string; msg: string }> | null;
  title: Generated<string>;
  intro_text: Generated<string>;
  target_audience: Generated<string>;
  brand: Generated<string>;
  price: number | null;
  currency: string | null;
  intro_medias: ColumnType<ProductMediaRecord[], string | undefined, string>;
  select_media: ColumnType<string[], string | undefined, string>;
  sources: ColumnType<Record<string, string>, string | undefined, string>;
  task_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ProjectScriptsTable {
  project_id: string;
  kind: 'podcast' | 'topic';
  origin: Generated<number>;
  source: Json<Record<string, unknown>>;
  options: Json<Record<string, unknown>>;
  status: Generated<number>;
  title: Generated<string>;
  parts: ColumnType<unknown[], string | undefined, string>;
  writer: string | null;
  note: string | null;
  err_msg: Generated<string>;
  task_id: string | null;
  updated_at: UpdatedAt;
}

/** A translation's output for one language (migration 0014). */
export interface TranslationOutputRecord {
  language: string;
  projectId: string;
  taskId: string;
  /** Dubs: how each segment fitted its slot, by segment id. */
  fits?: Record<string, { stretch: number; overrun_ms: number; fits: boolean }>;
  segmentsInSlot?: number;
  /** Dubs: the video lip-sync service that redrew the lips (null: the original picture was kept), and why when one failed. */
  lipSync?: { engine: string | null; note?: string };
}

/** A video translated into other languages (`translations`): see migration 0014. */
export interface TranslationsTable {
  id: Generated<string>;
  owner_id: string;
  source_type: 'project' | 'upload';
  source_project_id: string | null;
  source_workspace_index: Generated<number>;
  source_key: string | null;
  source_name: string;
  source_duration_ms: number;
  source_language: string;
  target_languages: Json<string[]>;
  status: string;
  stage: Generated<string>;
  progress: Generated<number>;
  error: Json<{ reason: string; msg: string }> | null;
  segments: ColumnType<unknown[], string | undefined, string>;
  speakers: ColumnType<unknown[], string | undefined, string>;
  outputs: ColumnType<TranslationOutputRecord[], string | undefined, string>;
  engines: ColumnType<Record<string, unknown>, string | undefined, string>;
  credits: Generated<number>;
  task_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** An account's Stripe customer and the plan state its last sync found (migration 0013). */
export interface BillingCustomersTable {
  user_id: string;
  stripe_customer_id: string;
  subscription_id: string | null;
  /** The contract plan the subscription gives (`Free` when none does). */
  plan: Generated<string>;
  plan_item_id: string | null;
  /** `BillingStatus` of `@talkreel/billing`: none, active, past_due_grace, lapsed, canceled, incomplete, paused. */
  status: Generated<string>;
  current_period_end: Date | null;
  cancel_at_period_end: Generated<boolean>;
  grace_ends_at: Date | null;
  next_sync_at: Date | null;
  /** The ticket of the sync whose state this row holds (a later ticket only overwrites it). */
  synced_ticket: ColumnType<string, string | number | undefined, string | number>;
  synced_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DatabaseSchema extends DeveloperTables {
  billing_customers: BillingCustomersTable;
  podcast_hosts: PodcastHostsTable;
  project_scripts: ProjectScriptsTable;
  batches: BatchesTable;
  products: ProductsTable;
  translations: TranslationsTable;
  app_secrets: AppSecretsTable;
  voices: VoicesTable;
  voice_favorites: VoiceFavoritesTable;
  user_voices: UserVoicesTable;
  projects: ProjectsTable;
  photo_faces: PhotoFacesTable;
  looks: LooksTable;
  digital_persons: DigitalPersonsTable;
  workspaces: WorkspacesTable;
  renders: RendersTable;
  verification_codes: VerificationCodesTable;
  captchas: CaptchasTable;
  auth_events: AuthEventsTable;
  oauth_identities: OauthIdentitiesTable;
  credit_ledger: CreditLedgerTable;
  outbox_mails: OutboxMailsTable;
  users: UsersTable;
  sessions: SessionsTable;
  files: FilesTable;
  tasks: TasksTable;
}

export type UserRow = Selectable<UsersTable>;
export type FileRow = Selectable<FilesTable>;
export type NewFileRow = Insertable<FilesTable>;
export type TaskRow = Selectable<TasksTable>;
