import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** A public-API key: found by `key_prefix`, proven by `key_hash` (SHA-256 hex of the whole key); the key is never stored. */
export interface ApiKeysTable {
  id: Generated<string>;
  owner_id: string;
  name: string;
  /** The 12 characters after `tr_live_`: unique, shown in lists, not enough to use the key. */
  key_prefix: string;
  key_hash: string;
  scopes: Json<string[]>;
  created_at: CreatedAt;
  last_used_at: Date | null;
  expires_at: Date | null;
  revoked_at: Date | null;
  /** The start of the key's current one-minute rate window, and the requests counted in it. */
  rate_window_started_at: Date | null;
  rate_window_requests: Generated<number>;
}

/** Where an account's events are POSTed, signed with `secret` (`whsec_…`). */
export interface WebhookEndpointsTable {
  id: Generated<string>;
  owner_id: string;
  url: string;
  description: Generated<string>;
  event_types: Json<string[]>;
  secret: string;
  disabled_at: Date | null;
  disabled_reason: Generated<string>;
  /** The first failed attempt since the last success; null while deliveries succeed. */
  failing_since: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The secret that signs an account's deliveries to renders' `callback_url`. */
export interface WebhookCallbackSecretsTable {
  owner_id: string;
  secret: string;
  created_at: CreatedAt;
}

/** A render's `callback_url`, by the render's task. */
export interface WebhookCallbacksTable {
  task_id: string;
  url: string;
  created_at: CreatedAt;
}

/** The outbox: written in the transaction that changed what it reports; `dispatched_at` once fanned out into deliveries. */
export interface WebhookEventsTable {
  id: Generated<string>;
  owner_id: string;
  type: string;
  data: Json<Record<string, unknown>>;
  /** A render's callback_url: it gets a delivery besides the subscribed endpoints. */
  callback_url: string | null;
  created_at: CreatedAt;
  dispatched_at: Date | null;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event to one destination: an endpoint, or a render's callback_url. */
export interface WebhookDeliveriesTable {
  id: Generated<string>;
  event_id: string;
  owner_id: string;
  endpoint_id: string | null;
  callback_url: string | null;
  status: Generated<WebhookDeliveryStatus>;
  /** The `webhook-delivery` task of the current series of attempts (a resend starts a new one). */
  task_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Every try of a delivery. */
export interface WebhookAttemptsTable {
  id: Generated<string>;
  delivery_id: string;
  task_id: string;
  attempt: number;
  /** Null when no answer came (timeout, refused address, connection error). */
  status_code: number | null;
  response_time_ms: number;
  error: Generated<string>;
  created_at: CreatedAt;
}

/** The tables of migration 0011, part of `DatabaseSchema`. */
export interface DeveloperTables {
  api_keys: ApiKeysTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_callback_secrets: WebhookCallbackSecretsTable;
  webhook_callbacks: WebhookCallbacksTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}
