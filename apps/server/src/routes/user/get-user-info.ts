import type { FastifyInstance } from 'fastify';
import { getUserInfoRoute, PLANS, PlanNameSchema } from '@talkreel/contract';
import { requireSessionUser } from '../../plugins/session.ts';
import { registerRoute } from '../register-route.ts';

export function registerGetUserInfo(app: FastifyInstance): void {
  registerRoute(app, getUserInfoRoute, async (request) => {
    const user = requireSessionUser(request);
    const plan = PLANS[PlanNameSchema.parse(user.plan)];
    return {
      status: user.status,
      nickname: user.nickname,
      username: user.email ?? '',
      credit: user.credit,
      planInfo: { plan: plan.name, characters: plan.characters, can_remove_watermark: plan.canRemoveWatermark },
    };
  });
}
