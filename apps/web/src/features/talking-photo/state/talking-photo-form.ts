import type { CreateTalkingPhotoRequest, TalkingPhotoPerson } from '@talkreel/contract';
import type { ChosenVoice } from '../../../ui/voice-selector/chosen-voice.ts';

/** Spec §2: the motion form's two tabs. */
export type SpeechMode = 'script' | 'audio';

/** The face that will speak: one of the avatar row's earlier photos, or a photo just uploaded and checked. */
export type TalkingPhotoFace = { kind: 'person'; person: TalkingPhotoPerson } | { kind: 'photo'; photoPath: string; previewUrl: string };

/** An uploaded recording (use_to 'audio'), with the length the browser measured. */
export interface UploadedAudio {
  url: string;
  name: string;
  durationSeconds: number;
}

export interface TalkingPhotoForm {
  face: TalkingPhotoFace | null;
  speechMode: SpeechMode;
  script: string;
  voice: ChosenVoice | null;
  audio: UploadedAudio | null;
  isSubtitleOn: boolean;
  isWatermarkRemoved: boolean;
}

export const EMPTY_TALKING_PHOTO_FORM: TalkingPhotoForm = {
  face: null,
  speechMode: 'script',
  script: '',
  voice: null,
  audio: null,
  isSubtitleOn: true,
  isWatermarkRemoved: false,
};

/**
 * Spec §4: Create is disabled with no avatar or photo; in script mode with
 * no script (blank counts as none) or no voice; in audio mode with no uploaded recording.
 */
export function canCreateTalkingPhoto(form: TalkingPhotoForm): boolean {
  if (!form.face) return false;
  if (form.speechMode === 'audio') return form.audio !== null && form.audio.url !== '';
  return form.script.trim() !== '' && form.voice !== null && form.voice.id !== '';
}

/** Spec §3 'Talking-photo create payload': screen_style 1, create_from 24; watermark true keeps it. */
export function toCreateTalkingPhotoRequest(form: TalkingPhotoForm): CreateTalkingPhotoRequest {
  if (!form.face) throw new Error('A talking photo needs a face');
  const face = form.face.kind === 'person' ? { person_id: form.face.person.id } : { photo_path: form.face.photoPath };
  const speech =
    form.speechMode === 'audio' && form.audio
      ? { audio_script: { url: form.audio.url, name: form.audio.name, duration: form.audio.durationSeconds } }
      : { script: form.script, tts_voice_id: form.voice?.id };
  return {
    render_subtitle: form.isSubtitleOn ? 1 : 2,
    screen_style: 1,
    watermark: !form.isWatermarkRemoved,
    create_from: 24,
    ...face,
    ...speech,
  };
}
