import { z } from 'zod';
import { PlanNameSchema } from '../plans.ts';
import { defineRoute } from '../route-contract.ts';

export const UserInfoSchema = z.object({
  status: z.enum(['guest', 'user']),
  nickname: z.string(),
  username: z.string(),
  credit: z.number().int(),
  planInfo: z.object({
    plan: PlanNameSchema,
    characters: z.number().int(),
    can_remove_watermark: z.boolean(),
  }),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const getUserInfoRoute = defineRoute({
  method: 'GET',
  path: '/v1/user/info',
  summary: 'The signed-in user or guest',
  tag: 'user',
  auth: 'session',
  data: UserInfoSchema,
});
