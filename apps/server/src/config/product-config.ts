import { billingConfigSlice } from '@talkreel/billing/config';
import { lipSyncConfigSlice } from '@talkreel/face/config';
import { imageConfigSlice } from '@talkreel/looks/config';
import { composeConfigSchema, loadConfig, platformConfigSlice } from '@talkreel/platform/config';
import { speechConfigSlice } from '@talkreel/speech/config';
import { transcribeConfigSlice } from '@talkreel/transcribe/config';
import { llmConfigSlice } from '@talkreel/writer/config';
import type { z } from 'zod';

/**
 * Every environment variable the product reads: the platform's, then each
 * engine package's slice, in the order `.env.example` and the README's table
 * list them. Unset means the embedded default.
 */
export const productConfigSchema = composeConfigSchema(
  platformConfigSlice,
  speechConfigSlice,
  transcribeConfigSlice,
  lipSyncConfigSlice,
  imageConfigSlice,
  llmConfigSlice,
  billingConfigSlice,
);

/** The product's settings, parsed: the runtime reads the platform's, each engine package its own. */
export type ProductConfig = z.output<typeof productConfigSchema>;

/**
 * The product's configuration, read once at boot from the environment over
 * `.env` (or the given ones). Throws ConfigError naming the first bad
 * variable and its rule.
 */
export function loadProductConfig(env?: NodeJS.ProcessEnv, dotenvPath?: string): ProductConfig {
  return loadConfig(productConfigSchema, env, dotenvPath);
}
