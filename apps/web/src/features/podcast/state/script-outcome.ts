import { scriptStatus, type ProjectInfo } from '@talkreel/contract';

/**
 * Spec §4 'Podcast script generation': the poll ends with a non-empty
 * gpt_sell_text (ready) or project status 5 (failed); anything else is still
 * being written. (A non-zero code ends it too; that is the request failing.)
 */
export function scriptOutcomeOf(info: Pick<ProjectInfo, 'status' | 'gpt_sell_text'>): 'ready' | 'failed' | 'writing' {
  if (info.gpt_sell_text.trim() !== '') return 'ready';
  if (info.status === scriptStatus.failed) return 'failed';
  return 'writing';
}
