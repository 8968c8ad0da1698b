import { BusinessCode, type TopicScriptStatus } from '@talkreel/contract';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { getTopicScript, stopTopicScript } from '../api/topic-requests.ts';
import { FIRST_POLL_DELAY_MS, nextTopicPollDelayMs, type TopicPollAnswer } from '../state/topic-poll-delay.ts';

export interface TopicScript {
  /** The latest status answer; null until the first arrives. */
  script: TopicScriptStatus | null;
  /** True while the status is polled (or a Stop is on its way). */
  isPolling: boolean;
  /** The server says this account has no such script (40400). */
  isMissing: boolean;
  isStopping: boolean;
  stop: () => Promise<void>;
}

async function pollOnce(projectId: string, signal: AbortSignal): Promise<{ answer: TopicPollAnswer; script?: TopicScriptStatus }> {
  try {
    const script = await getTopicScript(projectId, signal);
    return { answer: { kind: 'status', status: script.status, sceneCount: script.scene_text.length }, script };
  } catch (error) {
    if (isApiError(error) && error.code === BusinessCode.notFound) return { answer: { kind: 'missing' } };
    return { answer: { kind: 'refused' } };
  }
}

/**
 * Spec §4 'Topic flow', step 2: polls GET /project/topic_to_video (first
 * after 500 ms, then by `nextTopicPollDelayMs`) until the script is done or
 * failed. Stop ends the polling first, so that no answer read before the stop
 * brings the 'writing' view back, then takes the stop's own answer (status 4
 * with the scenes so far); a refused stop polls again.
 */
export function useTopicScript(projectId: string): TopicScript {
  const [script, setScript] = useState<TopicScriptStatus | null>(null);
  const [isPolling, setIsPolling] = useState(true);
  const [isMissing, setIsMissing] = useState(false);
  const [isStopping, setIsStopping] = useState(false);

  useEffect(() => {
    if (!isPolling) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let sceneCount = 0;
    const poll = async () => {
      const { answer, script: answered } = await pollOnce(projectId, controller.signal);
      if (controller.signal.aborted) return;
      const delayMs = nextTopicPollDelayMs(answer, sceneCount);
      if (answered) {
        setScript(answered);
        sceneCount = answered.scene_text.length;
      }
      if (answer.kind === 'missing') setIsMissing(true);
      if (delayMs === null) setIsPolling(false);
      else timer = setTimeout(() => void poll(), delayMs);
    };
    timer = setTimeout(() => void poll(), FIRST_POLL_DELAY_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [projectId, isPolling]);

  const stop = async () => {
    if (isStopping) return;
    setIsStopping(true);
    setIsPolling(false);
    try {
      setScript(await stopTopicScript(projectId));
    } catch {
      // The API layer already showed the server's message; the script is still being written.
      setIsPolling(true);
    } finally {
      setIsStopping(false);
    }
  };

  return { script, isPolling: isPolling || isStopping, isMissing, isStopping, stop };
}
