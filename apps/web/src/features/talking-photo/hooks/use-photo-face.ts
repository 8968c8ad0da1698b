import { useCallback, useRef, useState } from 'react';
import type { PhotoProblem, StoredFile, TalkingPhotoPerson, VoiceItem } from '@talkreel/contract';
import { findVoiceByTimbre } from '../../voices/api/voice-by-timbre-query-options.ts';
import { useFileUpload, type FileUpload } from '../../../ui/upload-widget/use-file-upload.ts';
import { checkTalkingPhoto, detectPhotoGender, findDefaultVoice } from '../api/talking-photo-requests.ts';
import type { TalkingPhotoFace } from '../state/talking-photo-form.ts';
import { voiceGenderFor } from '../state/voice-gender.ts';

/** The uploaded photo as the guidelines check judged it. */
export type PhotoCheck =
  | { status: 'none' }
  | { status: 'checking'; previewUrl: string }
  | { status: 'checked'; previewUrl: string; isUsable: boolean; problems: PhotoProblem[] }
  | { status: 'failed'; previewUrl: string };

export interface PhotoFaceOptions {
  onFace: (face: TalkingPhotoFace | null) => void;
  onVoice: (voice: VoiceItem) => void;
}

export interface PhotoFace {
  upload: FileUpload;
  check: PhotoCheck;
  isVoiceLoading: boolean;
  /** Picks an avatar of the row; its own voice (timbre) or its gender's default becomes the voice. */
  selectPerson: (person: TalkingPhotoPerson) => void;
  /** Back to the uploaded photo, when it passed the check. */
  selectUploadedPhoto: () => void;
  uploadedPhotoPath: string | null;
}

/**
 * The face of the talking photo. An upload (use_to 'talking_photo') is
 * checked against the guidelines: blocking problems keep it from being used,
 * warnings are shown but allowed. Then (spec §4) its gender — from the check,
 * or /aigc/sex when the check was unsure — picks the default voice.
 */
export function usePhotoFace({ onFace, onVoice }: PhotoFaceOptions): PhotoFace {
  const [check, setCheck] = useState<PhotoCheck>({ status: 'none' });
  const [uploadedPhotoPath, setUploadedPhotoPath] = useState<string | null>(null);
  const [isVoiceLoading, setIsVoiceLoading] = useState(false);
  // The latest face asked for: a voice that arrives for an earlier one is dropped.
  const selectionRef = useRef(0);

  const loadVoice = useCallback(
    async (selection: number, findVoice: () => Promise<VoiceItem | null>) => {
      setIsVoiceLoading(true);
      try {
        const voice = await findVoice();
        if (voice && selection === selectionRef.current) onVoice(voice);
      } catch {
        // The server's message is already a toast; the voice selector stays open for a manual choice.
      } finally {
        if (selection === selectionRef.current) setIsVoiceLoading(false);
      }
    },
    [onVoice],
  );

  const handleUploaded = useCallback(
    async (file: StoredFile) => {
      selectionRef.current += 1;
      const selection = selectionRef.current;
      const photo = { kind: 'photo', photoPath: file.full_path, previewUrl: file.full_path } as const;
      setUploadedPhotoPath(null);
      onFace(null);
      setCheck({ status: 'checking', previewUrl: file.full_path });
      let result;
      try {
        result = await checkTalkingPhoto(file.full_path);
      } catch {
        if (selection === selectionRef.current) setCheck({ status: 'failed', previewUrl: file.full_path });
        return;
      }
      if (selection !== selectionRef.current) return;
      const isUsable = result.usable && !result.problems.some((problem) => problem.blocking);
      setCheck({ status: 'checked', previewUrl: file.full_path, isUsable, problems: result.problems });
      if (!isUsable) return;
      setUploadedPhotoPath(file.full_path);
      onFace(photo);
      const { gender } = result;
      await loadVoice(selection, async () => findDefaultVoice(voiceGenderFor(gender !== 0 ? gender : await detectPhotoGender(file.full_path))));
    },
    [loadVoice, onFace],
  );

  const upload = useFileUpload({ purpose: 'talking_photo', onUploaded: (file) => void handleUploaded(file) });

  const selectPerson = useCallback(
    (person: TalkingPhotoPerson) => {
      selectionRef.current += 1;
      const selection = selectionRef.current;
      onFace({ kind: 'person', person });
      const timbreId = person.timbre_id;
      void loadVoice(selection, () => (timbreId ? findVoiceByTimbre(timbreId) : findDefaultVoice(voiceGenderFor(person.gender))));
    },
    [loadVoice, onFace],
  );

  const selectUploadedPhoto = useCallback(() => {
    if (!uploadedPhotoPath) return;
    selectionRef.current += 1;
    onFace({ kind: 'photo', photoPath: uploadedPhotoPath, previewUrl: uploadedPhotoPath });
  }, [onFace, uploadedPhotoPath]);

  return { upload, check, isVoiceLoading, selectPerson, selectUploadedPhoto, uploadedPhotoPath };
}
