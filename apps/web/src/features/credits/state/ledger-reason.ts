/** 'Refund: <reason of the debit>' (platform/credits/credit-ledger.ts). */
const REFUND_PREFIX = 'Refund: ';

export interface LedgerReasonWords {
  /** The server's English reasons, word for word, mapped to the UI language's. */
  known: Record<string, string>;
  /** The refund line with `{{reason}}` where the debit's reason goes. */
  refund: (reason: string) => string;
}

/**
 * A ledger reason in the UI's language. The server stores reasons as English
 * sentences (they are history and never change), so the known ones are
 * translated here; an unknown one is shown as stored.
 */
export function translateLedgerReason(reason: string, words: LedgerReasonWords): string {
  if (reason.startsWith(REFUND_PREFIX)) return words.refund(translateLedgerReason(reason.slice(REFUND_PREFIX.length), words));
  return words.known[reason] ?? reason;
}
