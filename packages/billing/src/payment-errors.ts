/** A webhook whose signature does not hold: wrong secret, changed body, too old, or no header. Answer 400. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** Why a payment call failed, in terms the caller acts on. */
export type PaymentErrorReason =
  /** The id names nothing at the provider. */
  | 'not_found'
  /** The request was refused (a bad parameter, an item not for sale). */
  | 'invalid_request'
  /** The key is wrong or lacks a permission. */
  | 'authentication'
  /** A session or subscription of another account was offered for this one. */
  | 'account_mismatch'
  /** The provider could not be reached or failed; retry later. */
  | 'unavailable';

/** A failed call to the payment provider, or a payment object that does not belong to the caller. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly reason: PaymentErrorReason,
    /** The HTTP status the provider answered, when it answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
