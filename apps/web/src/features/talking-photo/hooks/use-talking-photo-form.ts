import { useCallback, useState } from 'react';
import { EMPTY_TALKING_PHOTO_FORM, type TalkingPhotoForm } from '../state/talking-photo-form.ts';

export interface TalkingPhotoFormState {
  form: TalkingPhotoForm;
  update: (changes: Partial<TalkingPhotoForm>) => void;
  /** After a video is created (spec §4): empty again, keeping the subtitle and watermark choices. */
  reset: () => void;
}

/** The motion form's values, in one place so the enablement rules read one object. */
export function useTalkingPhotoForm(): TalkingPhotoFormState {
  const [form, setForm] = useState<TalkingPhotoForm>(EMPTY_TALKING_PHOTO_FORM);
  const update = useCallback((changes: Partial<TalkingPhotoForm>) => setForm((current) => ({ ...current, ...changes })), []);
  const reset = useCallback(
    () => setForm((current) => ({ ...EMPTY_TALKING_PHOTO_FORM, isSubtitleOn: current.isSubtitleOn, isWatermarkRemoved: current.isWatermarkRemoved })),
    [],
  );
  return { form, update, reset };
}
