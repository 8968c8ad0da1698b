import { BusinessCode, operatorGrantUsage } from '@talkreel/contract';
import { PaymentProviderError } from '@talkreel/billing';
import { ApiError } from '../../plugins/api-error.ts';
import type { BillingContext } from './billing-context.ts';

/**
 * The billing context, or 40400 saying payments are off on this server and
 * how its operator gives credits instead (nothing is broken: the feature is
 * not switched on).
 */
export function requireBilling(billing: BillingContext | undefined): BillingContext {
  if (billing) return billing;
  throw ApiError.notFound(`Payments are not configured on this server. The operator can give credits or a plan with \`${operatorGrantUsage}\`.`);
}

/**
 * Runs work that calls Stripe and turns its failures into what the caller
 * should read: an id Stripe does not know is 40400, a call Stripe refused
 * is the request's fault (40000), Stripe unreachable or refusing the key is
 * this server's (50300, with Stripe's words in the log).
 */
export async function answerStripeFailures<Result>(log: { warn(object: object, message: string): void }, work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.reason === 'not_found') throw ApiError.notFound(`The payment service has no such thing: ${error.message}`);
    if (error.reason === 'invalid_request' || error.reason === 'account_mismatch') {
      throw ApiError.invalidInput(`The payment service refused this: ${error.message}`);
    }
    log.warn({ err: error }, 'Stripe call failed');
    throw new ApiError(BusinessCode.engineUnavailable, 'The payment service cannot be reached right now: try again in a minute.');
  }
}
