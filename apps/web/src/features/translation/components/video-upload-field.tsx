import { Paper, Text } from '@mantine/core';
import type { StoredFile } from '@talkreel/contract';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bytesToMegabytes } from '../../../ui/upload-widget/allowed-upload-kinds.ts';
import { UploadDropZone } from '../../../ui/upload-widget/upload-drop-zone.tsx';
import { UploadProgressView } from '../../../ui/upload-widget/upload-progress-view.tsx';
import { UploadedFileView } from '../../../ui/upload-widget/uploaded-file-view.tsx';
import { useTranslationUpload } from '../hooks/use-translation-upload.ts';
import { formatDuration } from '../state/timestamp.ts';
import type { TranslationOptions } from '../state/translation-options.ts';
import { TRANSLATION_VIDEO_KINDS } from '../state/upload-check.ts';

const MS_PER_MINUTE = 60_000;
const ACCEPT = TRANSLATION_VIDEO_KINDS.map((kind) => `.${kind}`).join(',');

export interface VideoUploadFieldProps {
  limits: TranslationOptions['limits'];
  onUploaded: (file: StoredFile, durationMs: number | null) => void;
  onReset: () => void;
  /** The length the browser read, shown once uploaded. */
  durationMs: number | null;
}

/**
 * The app's upload widget states (drop or 'Select file', 'Uploading...'
 * with real progress, the file with 'Reupload') for one video, with the
 * translation's own limits written under it: MP4, MOV or WebM, 100 MB, 10 minutes.
 */
export function VideoUploadField({ limits, onUploaded, onReset, durationMs }: VideoUploadFieldProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragOver, setIsDragOver] = useState(false);
  const upload = useTranslationUpload({ limits, onUploaded });
  const { state } = upload;
  const openFilePicker = () => inputRef.current?.click();
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragOver(false);
    const file = event.dataTransfer.files[0];
    if (file) void upload.startUpload(file);
  };

  return (
    <Paper
      withBorder
      radius="lg"
      px="lg"
      py="sm"
      data-testid="translation-upload"
      data-state={state.status}
      aria-busy={state.status === 'uploading'}
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsDragOver(false);
      }}
      onDrop={handleDrop}
      style={{
        borderStyle: state.status === 'idle' ? 'dashed' : 'solid',
        borderColor: isDragOver ? 'var(--mantine-primary-color-filled)' : undefined,
        backgroundColor: isDragOver ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <input
        ref={inputRef}
        type="file"
        hidden
        accept={ACCEPT}
        data-testid="upload-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void upload.startUpload(file);
        }}
      />
      {state.status === 'idle' && (
        <UploadDropZone
          allowedLabel={t('videoTranslation.upload.limits', {
            maxMb: bytesToMegabytes(limits.max_upload_bytes),
            maxMinutes: Math.round(limits.max_duration_ms / MS_PER_MINUTE),
          })}
          onSelectFile={openFilePicker}
        />
      )}
      {state.status === 'uploading' && <UploadProgressView fileName={state.fileName} percent={state.percent} />}
      {state.status === 'uploaded' && (
        <>
          <UploadedFileView
            file={state.file}
            onReupload={() => {
              upload.reset();
              onReset();
              openFilePicker();
            }}
          />
          {durationMs !== null && (
            <Text size="xs" c="dimmed" pb={4}>
              {t('videoTranslation.upload.length', { duration: formatDuration(durationMs) })}
            </Text>
          )}
        </>
      )}
    </Paper>
  );
}
