import type { FastifyInstance } from 'fastify';
import { stripeWebhookRoute } from '@talkreel/contract';
import { PaymentProviderError, WebhookSignatureError } from '@talkreel/billing';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { noteAccountChanged } from '../../plugins/session.ts';
import { answerStripeFailures, requireBilling } from '../../services/billing/billing-api-error.ts';
import { handleStripeWebhook } from '../../services/billing/handle-stripe-webhook.ts';
import { registerRoute } from '../register-route.ts';

/** Stripe's events are a few kilobytes; a megabyte is far past any of them. */
const maxEventBytes = 1024 * 1024;

/**
 * `POST /api/billing/stripe/webhook`. The signature is over the exact bytes
 * Stripe sent, so in this route's own scope every body is kept raw (a
 * Buffer, whatever its content type) instead of parsed as JSON. A bad or
 * missing signature answers 400 and changes nothing; a verified event syncs
 * its account. Stripe retries on anything but 2xx, so a sync that cannot
 * reach Stripe answers 503 and the event comes again; an event about an
 * object that is not this account's answers 200 (a retry would not help).
 */
export async function registerStripeWebhook(app: FastifyInstance, context: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxEventBytes }, (_request, body, done) => done(null, body));
    registerRoute(scope, stripeWebhookRoute, async (request) => {
      const billing = requireBilling(context.billing);
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = billing.provider.verifyWebhook(rawBody, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw ApiError.invalidInput(`The Stripe signature does not hold: ${error.message}`);
        throw error;
      }
      const isHandled = await answerStripeFailures(request.log, async () => {
        try {
          const userId = await handleStripeWebhook(billing, context.runtime.repositories, event);
          // Its balance and plan changed: the account's cached sessions go, so its next user info shows them.
          if (userId) noteAccountChanged(request, userId);
          return userId !== undefined;
        } catch (error) {
          if (!(error instanceof PaymentProviderError) || (error.reason !== 'account_mismatch' && error.reason !== 'not_found')) throw error;
          request.log.warn({ err: error, eventId: event.id, eventType: event.type }, 'Stripe event left alone: it is about nothing of this account');
          return false;
        }
      });
      return { event_id: event.id, is_handled: isHandled };
    });
  });
}
