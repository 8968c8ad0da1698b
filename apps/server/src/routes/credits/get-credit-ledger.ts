import type { FastifyInstance } from 'fastify';
import { getCreditLedgerRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { registerRoute } from '../register-route.ts';

/** The session user's own ledger, newest first. */
export function registerGetCreditLedger(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, getCreditLedgerRoute, async (request) => {
    const user = requireSessionUser(request);
    const { page, page_size: pageSize } = request.query;
    const rows = await context.runtime.database.db
      .selectFrom('credit_ledger')
      .select(['id', 'amount', 'balance_after', 'reason', 'created_at'])
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize)
      .execute();
    return {
      list: rows.slice(0, pageSize).map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })),
      has_more: rows.length > pageSize,
    };
  });
}
