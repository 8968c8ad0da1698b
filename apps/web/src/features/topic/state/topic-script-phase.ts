import { scriptStatus } from '@talkreel/contract';

/** Step 2's view of a topic script: scenes still coming, the finished script, or the error view. */
export type TopicScriptPhase = 'writing' | 'done' | 'failed';

/** Spec §4: 4 is done, 5 failed; 3 (partial) and anything before it are still being written. */
export function topicScriptPhaseOf(status: number): TopicScriptPhase {
  if (status === scriptStatus.done) return 'done';
  if (status === scriptStatus.failed) return 'failed';
  return 'writing';
}
