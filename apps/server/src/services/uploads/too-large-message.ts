import { formatTooLargeMessage, UPLOAD_RULES, type UploadPurpose } from '@talkreel/contract';

/** The size message when a stream passed the purpose's overall cap, before its type is known. */
export function tooLargeMessageForPurpose(purpose: UploadPurpose): string {
  const rule = UPLOAD_RULES[purpose];
  return formatTooLargeMessage(rule.tooLargeMessage, rule.maxBytes);
}
