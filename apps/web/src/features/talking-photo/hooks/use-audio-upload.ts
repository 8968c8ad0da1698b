import { useCallback, useState } from 'react';
import type { StoredFile } from '@talkreel/contract';
import { useFileUpload, type FileUpload } from '../../../ui/upload-widget/use-file-upload.ts';
import { measureAudioDurationSeconds } from '../state/measure-audio-duration.ts';
import type { UploadedAudio } from '../state/talking-photo-form.ts';

export interface AudioUpload {
  upload: FileUpload;
  /** True between the upload's end and its length being read. */
  isMeasuring: boolean;
}

/**
 * 'Upload Audio' (spec §5): MP3 or WAV only ('Unsupported file types!'), up
 * to 50MB ('File size can not exceed 50MB!'), one at a time ('Uploading,
 * please wait!'), all checked by the shared upload state machine; the
 * recording's length is read from the stored file once it is up.
 */
export function useAudioUpload(onAudio: (audio: UploadedAudio) => void): AudioUpload {
  const [isMeasuring, setIsMeasuring] = useState(false);
  const handleUploaded = useCallback(
    async (file: StoredFile) => {
      setIsMeasuring(true);
      const durationSeconds = await measureAudioDurationSeconds(file.full_path);
      setIsMeasuring(false);
      onAudio({ url: file.full_path, name: file.file_name, durationSeconds });
    },
    [onAudio],
  );
  const upload = useFileUpload({ purpose: 'audio', onUploaded: (file) => void handleUploaded(file) });
  return { upload, isMeasuring };
}
