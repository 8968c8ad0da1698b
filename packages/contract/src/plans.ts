import { z } from 'zod';

export const PlanNameSchema = z.enum(['Free', 'Starter', 'Pro', 'Business']);
export type PlanName = z.infer<typeof PlanNameSchema>;

export interface Plan {
  name: PlanName;
  monthlyCredits: number;
  /** Maximum script length in characters (the spec's plan `characters`). */
  characters: number;
  canRemoveWatermark: boolean;
  freeLookTrials: number;
}

/** The plan table, in one place. */
export const PLANS: Record<PlanName, Plan> = {
  Free: { name: 'Free', monthlyCredits: 10, characters: 1500, canRemoveWatermark: false, freeLookTrials: 3 },
  Starter: { name: 'Starter', monthlyCredits: 100, characters: 5000, canRemoveWatermark: true, freeLookTrials: 0 },
  Pro: { name: 'Pro', monthlyCredits: 400, characters: 15000, canRemoveWatermark: true, freeLookTrials: 0 },
  Business: { name: 'Business', monthlyCredits: 1500, characters: 30000, canRemoveWatermark: true, freeLookTrials: 0 },
};
