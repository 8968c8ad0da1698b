import type { FastifyInstance } from 'fastify';
import { grantOperatorCreditsRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { isLoopbackSocket } from '../../plugins/is-loopback-socket.ts';
import { grantOperatorCredits } from '../../services/credits/grant-operator-credits.ts';
import { ensureOperatorToken, isOperatorToken } from '../../services/credits/operator-token.ts';
import { registerRoute } from '../register-route.ts';

/** The header `talkreel credits grant` sends DATA_DIR's operator token in. */
export const operatorTokenHeader = 'x-talkreel-operator-token';

/**
 * How the operator's command reaches a running server (on the embedded
 * database only the server's process may open it): this machine only, with
 * the token from DATA_DIR. Anyone else is told the route does not exist.
 */
export async function registerGrantOperatorCredits(app: FastifyInstance, context: AppContext): Promise<void> {
  const token = await ensureOperatorToken(context.runtime.dataDir);
  registerRoute(app, grantOperatorCreditsRoute, async (request) => {
    const given = request.headers[operatorTokenHeader];
    if (!isLoopbackSocket(request) || !isOperatorToken(token, typeof given === 'string' ? given : undefined)) {
      throw ApiError.notFound('No route POST /api/operator/credits/grant');
    }
    const result = await grantOperatorCredits(context.runtime.repositories, request.body);
    context.runtime.logger.info({ email: result.email, plan: result.plan, granted: result.granted }, 'operator granted credits');
    return result;
  });
}
