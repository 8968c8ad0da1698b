import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoiceItem } from '@talkreel/contract';
import { savePublicVoice } from '../api/voice-requests.ts';
import { VOICE_QUERY_KEYS } from '../api/voice-query-options.ts';
import { isPublicVoice, toSelectedVoice, type VoiceDialogResult } from '../../../ui/voice-dialog/voice-dialog-store.ts';

export interface ConfirmVoice {
  confirm: (voice: VoiceItem) => void;
  isConfirming: boolean;
}

/**
 * Confirm in the voice dialog (spec §4): a public voice is first copied into
 * My Voices and answered with the copy's `timbre_unique_id`; one of the
 * person's own voices is answered with its id. A failed copy keeps the
 * dialog open, its message shown as a toast.
 */
export function useConfirmVoice(onConfirmed: (result: VoiceDialogResult) => void): ConfirmVoice {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (voice: VoiceItem) => (isPublicVoice(voice) ? savePublicVoice(voice) : voice.id),
    onSuccess: (voiceId, voice) => {
      if (isPublicVoice(voice)) void queryClient.invalidateQueries({ queryKey: VOICE_QUERY_KEYS.mine });
      onConfirmed([true, voiceId, toSelectedVoice(voice)]);
    },
  });
  return {
    confirm: (voice) => {
      if (!mutation.isPending) mutation.mutate(voice);
    },
    isConfirming: mutation.isPending,
  };
}
