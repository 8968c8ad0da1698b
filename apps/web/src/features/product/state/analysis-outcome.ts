import { productStatus, unsupportedGoodsTypesMessage, type ProductRecord } from '@talkreel/contract';

/** Reasons the page answers with the extensions dialog alone (site §4): the shop kept the server out. */
const QUIET_FAILURE_REASONS: readonly string[] = ['blocked'];

/**
 * Where an analysis stands after one answer. A failure always opens the
 * extensions dialog (site §4, §8); `toast` is the message shown beside it,
 * null for a blocked page or 'Unsupported goods types' (no toast for those).
 */
export type AnalysisOutcome = { kind: 'analyzing' } | { kind: 'ready' } | { kind: 'failed'; toast: string | null };

/** The toast for a failure's message, or null where the spec shows none. */
export function failureToastOf(reason: string | null, message: string): string | null {
  if ((reason !== null && QUIET_FAILURE_REASONS.includes(reason)) || message.trim() === unsupportedGoodsTypesMessage) return null;
  return message.trim() === '' ? null : message;
}

/** The outcome a polled record says: ready (status 2), failed (status 3, with its reason and message), else still analysing. */
export function analysisOutcomeOf(record: Pick<ProductRecord, 'status' | 'error'>): AnalysisOutcome {
  if (record.status === productStatus.ready) return { kind: 'ready' };
  if (record.status === productStatus.failed) return { kind: 'failed', toast: failureToastOf(record.error?.reason ?? null, record.error?.msg ?? '') };
  return { kind: 'analyzing' };
}
