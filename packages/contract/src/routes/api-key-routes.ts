import { z } from 'zod';
import { ApiKeyScopeSchema } from '../api-key-scopes.ts';
import { defineRoute } from '../route-contract.ts';

/** Keys one account may hold that are neither revoked nor expired. */
export const maxActiveApiKeys = 20;

/** The longest lifetime a key may be given; no expiry is also allowed. */
export const maxApiKeyLifetimeDays = 3650;

/** Every key starts with this, so a leaked key is recognisable (secret scanners, logs). */
export const apiKeyPrefix = 'tr_live_';

export const ApiKeyStatusSchema = z.enum(['active', 'revoked', 'expired']);

/** A key as listed: never the key itself, only its first characters. */
export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (`tr_live_` and 12 more), to tell keys apart; not enough to use it. */
  prefix: z.string(),
  scopes: z.array(ApiKeyScopeSchema),
  status: ApiKeyStatusSchema,
  created_at: z.string(),
  /** Null until the key is first used. */
  last_used_at: z.string().nullable(),
  /** Null: it never expires. */
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const listApiKeysRoute = defineRoute({
  method: 'GET',
  path: '/v1/api-keys',
  summary: "The account's API keys, newest first (never the keys themselves)",
  tag: 'developer',
  auth: 'session',
  data: z.object({ list: z.array(ApiKeySchema) }),
});

export const CreateApiKeyRequestSchema = z.object({
  name: z.string().trim().min(1, 'Give the key a name').max(60, 'A key name has at most 60 characters'),
  scopes: z
    .array(ApiKeyScopeSchema)
    .min(1, 'Choose at least one scope')
    .max(ApiKeyScopeSchema.options.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Name each scope once'),
  /** Omitted or null: the key never expires. */
  expires_in_days: z.number().int().min(1).max(maxApiKeyLifetimeDays).nullable().optional(),
});
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequestSchema>;

/** Answers the key itself this once: only its SHA-256 is kept. */
export const createApiKeyRoute = defineRoute({
  method: 'POST',
  path: '/v1/api-keys',
  summary: 'Create an API key (signed-up accounts only); the answer holds the key, shown this once',
  tag: 'developer',
  auth: 'session',
  body: CreateApiKeyRequestSchema,
  data: z.object({
    api_key: ApiKeySchema,
    /** `tr_live_…`: send it as `Authorization: Bearer <key>`. It cannot be shown again. */
    key: z.string(),
  }),
});

export const ApiKeyParamsSchema = z.object({ id: z.string().uuid('That is not an API key id.') });

/** A revoked key is refused from the next request on; the row stays so the list shows what it was. */
export const revokeApiKeyRoute = defineRoute({
  method: 'POST',
  path: '/v1/api-keys/:id/revoke',
  summary: 'Revoke an API key: every request with it is refused from now on',
  tag: 'developer',
  auth: 'session',
  params: ApiKeyParamsSchema,
  data: z.object({ api_key: ApiKeySchema }),
});
