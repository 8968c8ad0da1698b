import { readFileSync } from 'node:fs';
import { ConfigError, configDocs, defineConfigSlice, urlWithScheme } from '@talkreel/platform/config';
import { z } from 'zod';
import { BillingConfigSchema, type BillingConfig } from './billing-catalog.ts';
import { defaultBillingConfig } from './default-billing-config.ts';

/**
 * The payment settings by their environment names. Unset STRIPE_SECRET_KEY
 * means payments are off (`createPaymentProvider` gives null). The product
 * composes this slice into the schema it checks at boot.
 */
export const billingConfigSlice = defineConfigSlice(
  {
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/u, { message: 'must be a Stripe secret or restricted key (sk_test_…, sk_live_…, rk_…)' })
      .optional()
      .register(configDocs, {
        comment: [
          'Payments (Stripe). Unset: every account stays on its plan and the upgrade page says payments are not configured.',
          "With a key, STRIPE_WEBHOOK_SECRET is the signing secret of the product's webhook endpoint in Stripe.",
        ],
        row: { with: ['STRIPE_WEBHOOK_SECRET'], optional: ['STRIPE_API_BASE'], default: 'off', what: 'Stripe Checkout for plans and credit packs' },
      }),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9_+/=]+$/u, { message: 'must be a Stripe webhook signing secret (whsec_…)' })
      .optional()
      .register(configDocs, {}),
    /** A Stripe-compatible API at another address: the tests' fake server, or a proxy. */
    STRIPE_API_BASE: urlWithScheme(['http', 'https']).optional().register(configDocs, { envLine: 'commented-out' }),
    BILLING_PLANS: z
      .string()
      .optional()
      .register(configDocs, {
        comment: ['Plans and credit packs for sale, as JSON (see packages/billing/README.md); unset: Starter, Pro, Business and three packs.'],
        envLine: 'commented-out',
        row: { optional: ['BILLING_PLANS_FILE'], default: 'built-in', what: 'the plans and credit packs for sale (JSON, or a JSON file)' },
      }),
    BILLING_PLANS_FILE: z.string().min(1).optional().register(configDocs, { envLine: 'commented-out' }),
  },
  (config, context) => {
    if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
      context.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'must be set together with STRIPE_SECRET_KEY' });
    }
    if (config.BILLING_PLANS && config.BILLING_PLANS_FILE) {
      context.addIssue({ code: 'custom', path: ['BILLING_PLANS_FILE'], message: 'cannot be set together with BILLING_PLANS: pick one' });
    }
  },
);

/** The payment settings, by their environment names (unset ones absent); raw `process.env` fits too. */
export type BillingEnvironment = Partial<Record<keyof typeof billingConfigSlice.shape, string | undefined>>;

/**
 * The plans and credit packs for sale: `BILLING_PLANS` (JSON), else the JSON
 * file `BILLING_PLANS_FILE` names (relative to the working directory), else
 * `defaultBillingConfig`. Throws ConfigError naming the variable and the bad
 * field (`BILLING_PLANS plans[1].amountCents must be above 0`).
 */
export function readBillingConfig(env: BillingEnvironment): BillingConfig {
  if (env.BILLING_PLANS && env.BILLING_PLANS_FILE)
    throw new ConfigError('BILLING_PLANS_FILE', 'cannot be set together with BILLING_PLANS: pick one', undefined);
  if (env.BILLING_PLANS) return parseBillingConfig('BILLING_PLANS', parseJson('BILLING_PLANS', env.BILLING_PLANS));
  if (env.BILLING_PLANS_FILE) {
    let text: string;
    try {
      text = readFileSync(env.BILLING_PLANS_FILE, 'utf8');
    } catch (error) {
      throw new ConfigError('BILLING_PLANS_FILE', `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`, env.BILLING_PLANS_FILE);
    }
    return parseBillingConfig('BILLING_PLANS_FILE', parseJson('BILLING_PLANS_FILE', text));
  }
  return parseBillingConfig('BILLING_PLANS', defaultBillingConfig);
}

function parseJson(variable: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ConfigError(variable, `is not JSON: ${(error as Error).message}`, undefined);
  }
}

function parseBillingConfig(variable: string, value: unknown): BillingConfig {
  const parsed = BillingConfigSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = formatFieldPath(issue.path);
  throw new ConfigError(variable, field ? `${field} ${issue.message}` : issue.message, undefined);
}

/** `plans[1].amountCents`, as one would point at it in the JSON. */
function formatFieldPath(path: readonly PropertyKey[]): string {
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`)).join('');
}
