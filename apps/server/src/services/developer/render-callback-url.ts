import type { Runtime, UserRow } from '@talkreel/platform';
import { checkWebhookUrl } from './check-webhook-url.ts';
import { requireSignedUpAccount } from './require-signed-up-account.ts';

/** A render request's `callback_url`, checked like an endpoint's (its deliveries are signed with the account's callback secret). */
export function readRenderCallbackUrl(runtime: Runtime, user: UserRow, callbackUrl: string | undefined): string | undefined {
  if (callbackUrl === undefined) return undefined;
  requireSignedUpAccount(user);
  return checkWebhookUrl(callbackUrl, runtime.config.WEBHOOKS_ALLOW_PRIVATE);
}
