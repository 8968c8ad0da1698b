import { z } from 'zod';
import { PlanNameSchema } from '../plans.ts';
import { databaseIntegerFromQuery } from '../database-integer.ts';
import { defineRoute } from '../route-contract.ts';

export const PlanInfoSchema = z.object({
  plan: PlanNameSchema,
  characters: z.number().int(),
  monthly_credits: z.number().int(),
  can_remove_watermark: z.boolean(),
  free_look_trials: z.number().int(),
  credit: z.number().int(),
});
export type PlanInfo = z.infer<typeof PlanInfoSchema>;

export const getUserPlanRoute = defineRoute({
  method: 'GET',
  path: '/v1/user/plan',
  summary: "The user's plan and balance",
  tag: 'user',
  auth: 'session',
  data: PlanInfoSchema,
});

export const LedgerQuerySchema = z.object({
  page: databaseIntegerFromQuery(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export const LedgerEntrySchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  balance_after: z.number().int(),
  reason: z.string(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

export const getCreditLedgerRoute = defineRoute({
  method: 'GET',
  path: '/v1/credits/ledger',
  summary: "The user's credit history, newest first",
  tag: 'credits',
  auth: 'session',
  query: LedgerQuerySchema,
  data: z.object({ list: z.array(LedgerEntrySchema), has_more: z.boolean() }),
});

export const OutboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sent_at: z.string(),
});
export const getDevOutboxRoute = defineRoute({
  method: 'GET',
  path: '/dev/outbox',
  summary: 'Mails sent while no SMTP_URL is set (never in production)',
  tag: 'dev',
  auth: 'none',
  data: z.object({ list: z.array(OutboxMailSchema) }),
});

/** The most credits one operator grant adds (a typo of extra zeros stops here). */
export const maxOperatorGrantCredits = 1_000_000;

export const grantOperatorCreditsRoute = defineRoute({
  method: 'POST',
  path: '/operator/credits/grant',
  summary: "Operator: credits or a plan for an account (what `talkreel credits grant` sends; only from this machine, with DATA_DIR's operator token)",
  tag: 'operator',
  auth: 'none',
  body: z
    .object({
      email: z.string().trim().min(3, 'Give the account’s email').max(320),
      credits: z
        .number()
        .int()
        .min(1, 'Credits are a whole number from 1')
        .max(maxOperatorGrantCredits, `At most ${maxOperatorGrantCredits} credits a grant`)
        .optional(),
      plan: PlanNameSchema.optional(),
    })
    .refine((grant) => grant.credits !== undefined || grant.plan !== undefined, { message: 'Give credits or a plan to grant' }),
  data: z.object({ email: z.string(), plan: PlanNameSchema, credit: z.number().int(), granted: z.number().int() }),
});
