import { ConfigError } from '@talkreel/platform/config';
import type { BillingConfig } from './billing-catalog.ts';
import { readBillingConfig, type BillingEnvironment } from './billing-config.ts';
import { StripePaymentProvider, type StripePaymentProviderOptions } from './engines/stripe-payment-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** What the wiring may set beyond the environment. */
export interface PaymentProviderOverrides {
  /** The plans and packs; `readBillingConfig(env)` unless given. */
  config?: BillingConfig;
  /** Client settings for tests and operators: request timeout, retries, webhook tolerance. */
  stripe?: Pick<StripePaymentProviderOptions, 'timeoutMs' | 'maxNetworkRetries' | 'webhookToleranceSeconds'>;
}

/**
 * The one place payments are wired: Stripe when STRIPE_SECRET_KEY is set,
 * else null (the product then says payments are not configured). Reads the
 * plans and packs and resolves their Stripe prices before it returns, so a
 * wrong key, an unreachable API or a price that does not match fails the
 * start rather than a customer's checkout.
 */
export async function createPaymentProvider(env: BillingEnvironment, overrides: PaymentProviderOverrides = {}): Promise<PaymentProvider | null> {
  if (!env.STRIPE_SECRET_KEY) return null;
  if (!env.STRIPE_WEBHOOK_SECRET) throw new ConfigError('STRIPE_WEBHOOK_SECRET', 'must be set together with STRIPE_SECRET_KEY', undefined);
  const config = overrides.config ?? readBillingConfig(env);
  return StripePaymentProvider.start(
    {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      ...(env.STRIPE_API_BASE ? { apiBase: env.STRIPE_API_BASE } : {}),
      ...overrides.stripe,
    },
    config,
  );
}
