import { renderCreditCosts } from '@talkreel/contract';
import type { ProjectFormat } from './project-format.ts';

/**
 * A batch (`/batch-mode`): one template filled from each row of a sheet, a
 * workspace per row, each rendered and paid on its own (debited when the
 * batch is created, refunded for a row that fails). The batch page lists
 * them, so My Videos does not.
 */
export const batchFormat = {
  kind: 'batch',
  creditCost: { amount: renderCreditCosts.batch, reason: 'Batch video' },
  renderScale: 1,
  isListed: false,
} satisfies ProjectFormat<'batch'>;
