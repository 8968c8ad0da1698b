export * from './payment-provider.ts';
export * from './payment-errors.ts';
export * from './customer-billing-state.ts';

export {
  BillingConfigSchema,
  BillingPlanSchema,
  CreditPackSchema,
  PaidPlanNameSchema,
  type BillingConfig,
  type BillingPlan,
  type CreditPack,
  type PaidPlanName,
  type ResolvedBillingConfig,
  type ResolvedBillingPlan,
  type ResolvedCreditPack,
} from './billing-catalog.ts';
export { billingConfigSlice, readBillingConfig, type BillingEnvironment } from './billing-config.ts';
export { defaultBillingConfig } from './default-billing-config.ts';
export { resolveBillingPrices, type PriceLookup } from './resolve-billing-prices.ts';

export { StripePaymentProvider, type StripePaymentProviderOptions } from './engines/stripe-payment-provider.ts';
export { createPaymentProvider, type PaymentProviderOverrides } from './create-payment-provider.ts';

export { syncCustomer, paymentGraceMs, type PaymentHistoryReader, type SyncCustomerInput } from './sync-customer.ts';
