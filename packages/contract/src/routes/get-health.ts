import { z } from 'zod';
import { defineRoute } from '../route-contract.ts';

const ComponentHealthSchema = z.object({ ok: z.boolean(), detail: z.string() });

export const HealthSchema = z.object({
  db: ComponentHealthSchema,
  queue: ComponentHealthSchema,
  storage: ComponentHealthSchema,
  engines: z.record(z.string(), z.string()),
});
export type Health = z.infer<typeof HealthSchema>;

export const getHealthRoute = defineRoute({
  method: 'GET',
  path: '/health',
  summary: 'Database, queue and storage status',
  tag: 'system',
  auth: 'none',
  data: HealthSchema,
});
