import type { FastifyInstance } from 'fastify';
import { getCreditLedgerRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { registerRoute } from '../register-route.ts';

/** The session user's own ledger, newest first. */
export function registerGetCreditLedger(app: FastifyInstance, context: AppContext): void {
  const ledger = context.runtime.repositories.creditLedger;
  registerRoute(app, getCreditLedgerRoute, async (request) => {
    const user = requireSessionUser(request);
    const page = await ledger.findPageByUser(user.id, request.query.page, request.query.page_size);
    return { list: page.list, has_more: page.hasMore };
  });
}
