import type { FastifyInstance } from 'fastify';
import { getUserPlanRoute, PLANS, PlanNameSchema } from '@talkreel/contract';
import { requireSessionUser } from '../../plugins/session.ts';
import { registerRoute } from '../register-route.ts';

export function registerGetUserPlan(app: FastifyInstance): void {
  registerRoute(app, getUserPlanRoute, async (request) => {
    const user = requireSessionUser(request);
    const plan = PLANS[PlanNameSchema.parse(user.plan)];
    return {
      plan: plan.name,
      characters: plan.characters,
      monthly_credits: plan.monthlyCredits,
      can_remove_watermark: plan.canRemoveWatermark,
      free_look_trials: plan.freeLookTrials,
      credit: user.credit,
    };
  });
}
