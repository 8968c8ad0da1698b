import type { FastifyInstance } from 'fastify';
import { PlanNameSchema, syncCheckoutRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { answerStripeFailures, requireBilling } from '../../services/billing/billing-api-error.ts';
import { registerRoute } from '../register-route.ts';

/**
 * The success page's call: the checkout must be one the caller started;
 * then the same sync as the webhook's (whichever runs first grants, the
 * other finds the ledger entries there), and the account as it is after it.
 */
export function registerSyncCheckout(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, syncCheckoutRoute, async (request) => {
    const user = requireSessionUser(request);
    const billing = requireBilling(context.billing);
    return answerStripeFailures(request.log, async () => {
      const session = await billing.provider.readCheckoutSession(request.body.session_id);
      if (session.accountId !== user.id || session.kind === null) throw ApiError.notFound('No checkout of yours has this id.');
      await billing.sync(user.id, { sessionId: session.id });
      const standing = await context.runtime.repositories.billingCustomers.findAccountStanding(user.id);
      return {
        kind: session.kind,
        item_id: session.itemId,
        is_paid: session.paymentStatus !== 'unpaid',
        plan: PlanNameSchema.catch('Free').parse(standing?.plan ?? user.plan),
        credit: standing?.credit ?? user.credit,
      };
    });
  });
}
