import type { FastifyInstance } from 'fastify';
import { getBillingRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { readBillingOverview } from '../../services/billing/read-billing-overview.ts';
import { registerRoute } from '../register-route.ts';

export function registerGetBilling(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, getBillingRoute, async (request) =>
    readBillingOverview(context.billing, context.runtime.repositories, requireSessionUser(request), request.log),
  );
}
