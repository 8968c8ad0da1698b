import { getPersonSpeechRoute, speakPersonRoute, type PersonSpeechStatus } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { ensureSession } from '../../../ui/session/api/ensure-session.ts';

/** How often a running speech is asked about, ms. */
const POLL_INTERVAL_MS = 500;

/**
 * POST /project/person/speech, then GET it every half second until it is
 * done or failed, reporting each answer (stage and progress) on the way.
 */
export async function speakPerson(
  script: string,
  voiceId: string,
  onProgress: (status: PersonSpeechStatus) => void,
  signal: AbortSignal,
): Promise<PersonSpeechStatus> {
  await ensureSession();
  const { task_id: taskId } = await apiRequest(speakPersonRoute, { body: { script, voice_id: voiceId }, signal });
  for (;;) {
    const status = await apiRequest(getPersonSpeechRoute, { query: { task_id: taskId }, signal });
    onProgress(status);
    if (status.status === 'done' || status.status === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    if (signal.aborted) throw signal.reason;
  }
}
