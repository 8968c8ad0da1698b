import { SourceError } from '@talkreel/sources';

/** What the delivery log says about an answer that is not a 2xx. */
export function describeFailedStatus(status: number): string {
  if (status >= 300 && status < 400) return `The endpoint answered HTTP ${status}: redirects are not followed, so give the final address`;
  return `The endpoint answered HTTP ${status}`;
}

/** What the delivery log says about an attempt that got no answer. */
export function describeDeliveryError(error: unknown, timeoutMs: number): string {
  if (!(error instanceof SourceError)) return `The delivery failed: ${error instanceof Error ? error.message : String(error)}`;
  switch (error.reason) {
    case 'timeout':
      return `No answer within ${timeoutMs / 1000} s`;
    case 'blocked_address':
      return 'Refused: the address is on a private network (the operator can allow that with WEBHOOKS_ALLOW_PRIVATE=true)';
    case 'too_many_redirects':
      return 'The endpoint answered with a redirect: redirects are not followed, so give the final address';
    default:
      return error.message;
  }
}
