import type { StoredFile } from '@talkreel/contract';
import { useCallback, useState } from 'react';
import { useFileUpload, type UploadState } from '../../../../ui/upload-widget/use-file-upload.ts';
import { useEditorStore } from '../../hooks/use-editor.ts';
import { addUploadedFile } from './add-to-scene.ts';
import { mediaUploadPurpose, musicUploadPurpose, uploadTargetFor } from './state/upload-target.ts';

export type AddUploadProgress = { stage: 'uploading'; fileName: string; percent: number } | { stage: 'adding'; fileName: string };

export interface AddUpload {
  /** Uploads a picked file (checked against its purpose's rules first) and adds it to the scene on screen. */
  start: (file: File, source: 'media' | 'music') => void;
  progress: AddUploadProgress | null;
}

/**
 * The add menu's uploads through the shared upload state machine: a guest
 * session first, the rules' checks and messages, real progress, MOV
 * conversion. Pictures and videos go up as product media, sound as audio.
 */
export function useAddUpload(): AddUpload {
  const store = useEditorStore();
  const [addingName, setAddingName] = useState<string | null>(null);
  const onUploaded = useCallback(
    (file: StoredFile) => {
      setAddingName(file.file_name);
      addUploadedFile(store, file)
        .catch((error: unknown) => console.error('Adding the upload failed', error))
        .finally(() => setAddingName(null));
    },
    [store],
  );
  const media = useFileUpload({ purpose: mediaUploadPurpose, onUploaded });
  const music = useFileUpload({ purpose: musicUploadPurpose, onUploaded });
  const { startUpload: startMedia } = media;
  const { startUpload: startMusic } = music;
  const start = useCallback(
    (file: File, source: 'media' | 'music') => {
      const target = uploadTargetFor(file.name, source);
      void (target.purpose === musicUploadPurpose ? startMusic : startMedia)(file);
    },
    [startMedia, startMusic],
  );
  const uploading = [media.state, music.state].find((state): state is Extract<UploadState, { status: 'uploading' }> => state.status === 'uploading');
  const progress: AddUploadProgress | null = uploading
    ? { stage: 'uploading', fileName: uploading.fileName, percent: uploading.percent }
    : addingName
      ? { stage: 'adding', fileName: addingName }
      : null;
  return { start, progress };
}
