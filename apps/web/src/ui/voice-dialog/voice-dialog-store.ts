import type { VoiceItem } from '@talkreel/contract';
import { createDialogRequest } from '../dialog-request/create-dialog-request.ts';

/** The speech settings a chosen voice is used with (spec §3: selecting emits the voice plus `tts_args`). */
export interface TtsArgs {
  style: string;
  locale: string;
}

export type SelectedVoice = VoiceItem & { tts_args: TtsArgs };

/** Spec §4: `[true, voice id, voice]` on Confirm (or 'Remove voice from avatar'), `[false]` on Cancel or close. */
export type VoiceDialogResult = [true, string, SelectedVoice] | [false];

/** The style used when a voice names none. */
export const DEFAULT_TTS_STYLE = 'general';

/** A voice with its first style and locale as the speech settings. */
export function toSelectedVoice(voice: VoiceItem): SelectedVoice {
  return {
    ...voice,
    tts_args: {
      style: voice.args.style_list[0] ?? DEFAULT_TTS_STYLE,
      locale: voice.args.locale_list[0] ?? '',
    },
  };
}

/** What 'Remove voice from avatar' answers with: no voice at all, every field empty. */
export const EMPTY_VOICE: SelectedVoice = toSelectedVoice({
  id: '',
  name: '',
  unique_id: '',
  voice_id: '',
  preview_url: '',
  audition_url: '',
  favorite_id: 0,
  gender: '',
  age: '',
  language: '',
  accent: '',
  use_case: '',
  descriptive: '',
  args: { style_list: [], locale_list: [] },
  public_owner_id: null,
  timbre_id: null,
  is_multilingual: false,
});

/** A public voice is copied into My Voices before it is used (spec §4). */
export function isPublicVoice(voice: VoiceItem): boolean {
  return voice.public_owner_id !== null && voice.public_owner_id !== '';
}

export interface OpenVoiceDialogOptions {
  /** The voice to show as chosen when the dialog opens. */
  selectedVoiceId?: string;
  /** Offer 'Remove voice from avatar', which answers `[true, '', EMPTY_VOICE]`. */
  allowRemove?: boolean;
}

export const voiceDialog = createDialogRequest<OpenVoiceDialogOptions, VoiceDialogResult>({
  // A second caller means a new choice: the first one's dialog is answered as cancelled.
  whenOpen: 'replace',
  dismissedResult: [false],
});

/**
 * Opens 'AI Voices' (spec §2, §4) from anywhere. Resolves `[true, id, voice]`
 * on Confirm, where a public voice has first been copied into My Voices and
 * `id` is the copy's; `[false]` on Cancel or close.
 */
export function openVoiceDialog(options: OpenVoiceDialogOptions = {}): Promise<VoiceDialogResult> {
  return voiceDialog.open(options);
}
