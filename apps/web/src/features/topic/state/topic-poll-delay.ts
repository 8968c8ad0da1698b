import { scriptStatus } from '@talkreel/contract';

/** Spec §4, §9: the first look at a topic script waits 500 ms. */
export const FIRST_POLL_DELAY_MS = 500;
/** Spec §4, §9: while scenes stream in, the next look follows almost at once. */
const STREAMING_POLL_DELAY_MS = 1;
/** Between looks that brought nothing new (the writer thinking, or a refused call). */
const WAITING_POLL_DELAY_MS = 500;

/** What one GET /project/topic_to_video gave. */
export type TopicPollAnswer =
  /** The script's status and how many scenes it has so far. */
  | { kind: 'status'; status: number; sceneCount: number }
  /** A non-zero code (or no answer at all): ignored, spec §4. */
  | { kind: 'refused' }
  /** 40400: not a script of this account (another account's link, or signed out since). */
  | { kind: 'missing' };

/**
 * Milliseconds until the next poll of a topic script, or null when polling
 * ends. Done (4), failed (5) and a missing script end it. A partial answer
 * (3) that brought new scenes is followed after 1 ms, since more are on the
 * way; anything else — no new scene yet, an unknown status, a refused call —
 * waits 500 ms, so a slow writer is not asked a thousand times a second.
 */
export function nextTopicPollDelayMs(answer: TopicPollAnswer, previousSceneCount: number): number | null {
  if (answer.kind === 'missing') return null;
  if (answer.kind === 'refused') return WAITING_POLL_DELAY_MS;
  if (answer.status === scriptStatus.done || answer.status === scriptStatus.failed) return null;
  if (answer.status === scriptStatus.partial && answer.sceneCount > previousSceneCount) return STREAMING_POLL_DELAY_MS;
  return WAITING_POLL_DELAY_MS;
}
