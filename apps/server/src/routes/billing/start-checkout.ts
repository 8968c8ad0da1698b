import type { FastifyInstance } from 'fastify';
import { startCheckoutRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { answerStripeFailures, requireBilling } from '../../services/billing/billing-api-error.ts';
import { startCheckout } from '../../services/billing/start-checkout.ts';
import { registerRoute } from '../register-route.ts';
import { billingReturnOrigin } from './billing-return-origin.ts';

export function registerStartCheckout(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, startCheckoutRoute, async (request) => {
    const user = requireSessionUser(request);
    const billing = requireBilling(context.billing);
    return answerStripeFailures(request.log, () =>
      startCheckout(billing, context.runtime.repositories, user, request.body, billingReturnOrigin(context, request)),
    );
  });
}
