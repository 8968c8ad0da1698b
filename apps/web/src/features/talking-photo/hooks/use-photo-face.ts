import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoProblem, StoredFile, TalkingPhotoPerson, VoiceItem } from '@talkreel/contract';
import { findVoiceByTimbre } from '../../../ui/voices/find-voice-by-timbre.ts';
import { showSuccessToast } from '../../../ui/notifications/show-success-toast.ts';
import { useFileUpload, type FileUpload } from '../../../ui/upload-widget/use-file-upload.ts';
import { checkTalkingPhoto, detectPhotoGender, findDefaultVoice } from '../api/talking-photo-requests.ts';
import { fingerprintOf, photoNameOf } from '../state/photo-tiles.ts';
import type { TalkingPhotoFace } from '../state/talking-photo-form.ts';
import { voiceGenderFor } from '../state/voice-gender.ts';
import { askVoiceGender } from '../state/voice-gender-question.ts';

/** The uploaded photo as the guidelines check judged it. */
export type PhotoCheck =
  | { status: 'none' }
  | { status: 'checking'; previewUrl: string }
  | { status: 'checked'; previewUrl: string; isUsable: boolean; problems: PhotoProblem[] }
  | { status: 'failed'; previewUrl: string };

/** A photo uploaded on this visit that passed the check: a tile of the avatar row. */
export interface UploadedPhoto {
  photoPath: string;
  /** The file's name without its extension (an earlier photo's name in the avatar list). */
  name: string;
  /** Of the file as picked (the stored copy loses its metadata): the same file picked again is not sent twice. */
  fileFingerprint: string | null;
}

export interface PhotoFaceOptions {
  /** The face now: kept while another photo is checked, and when that one is refused. */
  face: TalkingPhotoFace | null;
  onFace: (face: TalkingPhotoFace | null) => void;
  onVoice: (voice: VoiceItem) => void;
}

export interface PhotoFace {
  upload: FileUpload;
  /** Uploads a picked photo; one already uploaded on this visit is selected again instead. */
  startUpload: (file: File) => Promise<void>;
  /** Checks a photo stored elsewhere (Home's 'Upload a file') as if it had been uploaded here. */
  checkStoredPhoto: (file: Pick<StoredFile, 'full_path' | 'file_name'>) => void;
  check: PhotoCheck;
  isVoiceLoading: boolean;
  /** Picks an avatar of the row; its own voice (timbre) or its gender's default becomes the voice. */
  selectPerson: (person: TalkingPhotoPerson) => void;
  /** Back to one of the photos uploaded on this visit. */
  selectUploadedPhoto: (photo: UploadedPhoto) => void;
  /** Takes a photo uploaded on this visit off the row (and off the face when it was chosen). */
  removeUploadedPhoto: (photo: UploadedPhoto) => void;
  /** Newest first. */
  uploadedPhotos: UploadedPhoto[];
}

async function fingerprintFile(file: File): Promise<string | null> {
  try {
    return fingerprintOf(new Uint8Array(await file.arrayBuffer()));
  } catch {
    return null;
  }
}

function photoFaceOf(photo: UploadedPhoto): TalkingPhotoFace {
  return { kind: 'photo', photoPath: photo.photoPath, previewUrl: photo.photoPath };
}

/**
 * The face of the talking photo. An upload (use_to 'talking_photo') is
 * checked against the guidelines: blocking problems keep it from being used
 * (the face chosen before stays), warnings are shown but allowed. Then
 * (spec §4) its gender — from the check, or /aigc/sex when the check was
 * unsure, or the person's answer when both are — picks the default voice. Every photo that passed joins the row.
 */
export function usePhotoFace({ face, onFace, onVoice }: PhotoFaceOptions): PhotoFace {
  const { t } = useTranslation();
  const [check, setCheck] = useState<PhotoCheck>({ status: 'none' });
  const [uploadedPhotos, setUploadedPhotos] = useState<UploadedPhoto[]>([]);
  const [isVoiceLoading, setIsVoiceLoading] = useState(false);
  // The latest face asked for: a voice or check result that arrives for an earlier one is dropped.
  const selectionRef = useRef(0);
  // The picked file's fingerprint, handed from startUpload to the upload's completion.
  const pendingFingerprintRef = useRef<string | null>(null);

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
    async (file: Pick<StoredFile, 'full_path' | 'file_name'>, fileFingerprint: string | null) => {
      selectionRef.current += 1;
      const selection = selectionRef.current;
      const photo: UploadedPhoto = { photoPath: file.full_path, name: photoNameOf(file.file_name), fileFingerprint };
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
      setUploadedPhotos((photos) => [photo, ...photos.filter((earlier) => earlier.photoPath !== photo.photoPath)]);
      onFace(photoFaceOf(photo));
      const { gender } = result;
      await loadVoice(selection, async () => {
        let read = gender !== 0 ? gender : await detectPhotoGender(file.full_path);
        // Neither read is sure: the person choosing the photo says which voice it gets; closing the question leaves the voice to pick by hand.
        if (read === 0) read = await askVoiceGender();
        return read === 0 ? null : findDefaultVoice(voiceGenderFor(read));
      });
    },
    [loadVoice, onFace],
  );

  const upload = useFileUpload({
    purpose: 'talking_photo',
    onUploaded: (file) => {
      void handleUploaded(file, pendingFingerprintRef.current);
      pendingFingerprintRef.current = null;
    },
  });

  const selectUploadedPhoto = useCallback(
    (photo: UploadedPhoto) => {
      selectionRef.current += 1;
      onFace(photoFaceOf(photo));
    },
    [onFace],
  );

  const startUpload = async (file: File) => {
    const fileFingerprint = await fingerprintFile(file);
    const already = fileFingerprint ? uploadedPhotos.find((photo) => photo.fileFingerprint === fileFingerprint) : undefined;
    if (already) {
      // The same photo again: its tile is chosen, nothing is sent or stored twice.
      selectUploadedPhoto(already);
      setCheck({ status: 'none' });
      showSuccessToast(t('talkingPhoto.avatars.alreadyUploaded'));
      return;
    }
    pendingFingerprintRef.current = fileFingerprint;
    await upload.startUpload(file);
  };

  const checkStoredPhoto = useCallback((file: Pick<StoredFile, 'full_path' | 'file_name'>) => void handleUploaded(file, null), [handleUploaded]);

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

  const removeUploadedPhoto = (photo: UploadedPhoto) => {
    setUploadedPhotos((photos) => photos.filter((earlier) => earlier.photoPath !== photo.photoPath));
    if (face?.kind === 'photo' && face.photoPath === photo.photoPath) {
      selectionRef.current += 1;
      onFace(null);
    }
    setCheck((current) => (current.status !== 'none' && current.previewUrl === photo.photoPath ? { status: 'none' } : current));
  };

  return {
    upload,
    startUpload,
    checkStoredPhoto,
    check,
    isVoiceLoading,
    selectPerson,
    selectUploadedPhoto,
    removeUploadedPhoto,
    uploadedPhotos,
  };
}
