import type { FastifyInstance } from 'fastify';
import { openBillingPortalRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { answerStripeFailures, requireBilling } from '../../services/billing/billing-api-error.ts';
import { openBillingPortal } from '../../services/billing/open-billing-portal.ts';
import { registerRoute } from '../register-route.ts';
import { billingReturnOrigin } from './billing-return-origin.ts';

export function registerOpenBillingPortal(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, openBillingPortalRoute, async (request) => {
    const user = requireSessionUser(request);
    const billing = requireBilling(context.billing);
    const url = await answerStripeFailures(request.log, () =>
      openBillingPortal(billing, context.runtime.repositories, user.id, billingReturnOrigin(context, request)),
    );
    return { url };
  });
}
