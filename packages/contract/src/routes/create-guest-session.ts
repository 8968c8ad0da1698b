import { z } from 'zod';
import { APP_ID } from '../app-constants.ts';
import { defineRoute } from '../route-contract.ts';

export const CreateGuestSessionRequestSchema = z.object({
  appid: z.literal(APP_ID),
  device_id: z.string().trim().min(8).max(128),
});
export type CreateGuestSessionRequest = z.infer<typeof CreateGuestSessionRequestSchema>;

export const CreateGuestSessionResponseSchema = z.object({ token: z.string() });

export const createGuestSessionRoute = defineRoute({
  method: 'POST',
  path: '/v1/auth/guest',
  summary: 'Start a guest session for a device',
  tag: 'auth',
  auth: 'none',
  body: CreateGuestSessionRequestSchema,
  data: CreateGuestSessionResponseSchema,
});
