import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openLogin } from '../../auth/state/login-dialog-store.ts';
import { useSession } from '../../session/hooks/use-session.ts';
import { cloneVoice, type CloneVoiceRequest, type CloneVoiceResult } from '../api/voice-requests.ts';
import { VOICE_QUERY_KEYS } from '../api/voice-query-options.ts';


export interface CreateVoice {
  /** Asks a guest to sign in first; closing the login dialog creates nothing. */
  create: (request: CloneVoiceRequest) => Promise<void>;
  isCreating: boolean;
  result: CloneVoiceResult | undefined;
  reset: () => void;
}

/** 'Create voice': POST /timbre/clone for a signed-in account, then My Voices is fetched again. */
export function useCreateVoice(): CreateVoice {
  const queryClient = useQueryClient();
  const { status } = useSession();
  const mutation = useMutation({
    mutationFn: cloneVoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VOICE_QUERY_KEYS.mine }),
  });

  const create = async (request: CloneVoiceRequest) => {
    if (mutation.isPending) return;
    if (status !== 'user') {
      const isSignedIn = await openLogin();
      if (!isSignedIn) return;
    }
    try {
      await mutation.mutateAsync(request);
    } catch {
      // The server's message is already on screen as a toast; the form stays as it was for another try.
    }
  };

  return { create, isCreating: mutation.isPending, result: mutation.data, reset: mutation.reset };
}
