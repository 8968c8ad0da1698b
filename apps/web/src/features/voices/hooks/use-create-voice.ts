import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getCloneVoiceStatusRoute, type CreatedVoice, type CreateVoiceStatus } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { openLogin } from '../../../ui/login-dialog/login-dialog-store.ts';
import { useSession } from '../../../ui/session/hooks/use-session.ts';
import { cloneVoice, type CloneVoiceRequest } from '../api/voice-requests.ts';
import { VOICE_QUERY_KEYS } from '../api/voice-query-options.ts';

/** How often the creation's stage is read while it runs. */
const STATUS_POLL_INTERVAL_MS = 1000;

export interface CreateVoice {
  /** Asks a guest to sign in first; closing the login dialog creates nothing. */
  create: (request: CloneVoiceRequest) => Promise<void>;
  /** From 'Create voice' until the voice is made or the creation failed. */
  isCreating: boolean;
  /** The running creation's stage and progress (undefined before the first poll answers). */
  status: CreateVoiceStatus | undefined;
  result: CreatedVoice | undefined;
  /** Why the creation failed, in the server's words. */
  error: string | undefined;
  reset: () => void;
}

/**
 * 'Create voice': POST /timbre/clone for a signed-in account queues the
 * creation; its stage is polled at /timbre/clone/status until the voice is
 * made, then My Voices is fetched again.
 */
export function useCreateVoice(): CreateVoice {
  const queryClient = useQueryClient();
  const { status: sessionStatus } = useSession();
  const mutation = useMutation({ mutationFn: cloneVoice });
  const taskId = mutation.data?.task_id;
  const statusQuery = useQuery({
    queryKey: ['voices', 'create-status', taskId],
    queryFn: () => apiRequest(getCloneVoiceStatusRoute, { query: { task_id: taskId! } }),
    enabled: taskId !== undefined,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : STATUS_POLL_INTERVAL_MS),
  });
  const status = statusQuery.data;
  const isDone = status?.status === 'done';

  useEffect(() => {
    if (isDone) void queryClient.invalidateQueries({ queryKey: VOICE_QUERY_KEYS.mine });
  }, [isDone, queryClient]);

  const create = async (request: CloneVoiceRequest) => {
    if (mutation.isPending || (taskId !== undefined && !isFinished(status))) return;
    if (sessionStatus !== 'user') {
      const isSignedIn = await openLogin();
      if (!isSignedIn) return;
    }
    try {
      await mutation.mutateAsync(request);
    } catch {
      // The server's message is already on screen as a toast; the form stays as it was for another try.
    }
  };

  const isFailed = status?.status === 'failed' || status?.status === 'cancelled';
  return {
    create,
    isCreating: mutation.isPending || (taskId !== undefined && !isFinished(status) && !statusQuery.isError),
    status,
    result: status?.result ?? undefined,
    error: isFailed ? (status.error ?? undefined) : undefined,
    reset: () => {
      queryClient.removeQueries({ queryKey: ['voices', 'create-status', taskId] });
      mutation.reset();
    },
  };
}

function isFinished(status: CreateVoiceStatus | undefined): boolean {
  return status !== undefined && status.status !== 'queued' && status.status !== 'running';
}
