import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: Generated<string>;
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
}

export type TaskStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** The source of truth for a job's status, progress and result, read by polling endpoints. */
export interface TasksTable {
  id: Generated<string>;
  owner_id: string | null;
  kind: string;
  status: TaskStatus;
  progress: number;
  payload: Json<unknown>;
  result: Json<unknown> | null;
  error_message: string | null;
  attempts: number;
  cancel_requested: boolean;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Secrets every process of one installation shares (the URL-signing key), made once on first start. */
export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export interface DatabaseSchema {
  app_secrets: AppSecretsTable;
  users: UsersTable;
  sessions: SessionsTable;
  files: FilesTable;
  tasks: TasksTable;
}

export type UserRow = Selectable<UsersTable>;
export type FileRow = Selectable<FilesTable>;
export type NewFileRow = Insertable<FilesTable>;
export type TaskRow = Selectable<TasksTable>;
