import { Paper } from '@mantine/core';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadPurpose } from '@talkreel/contract';
import { acceptAttributeFor, allowedKindsLabelFor, maxUploadMegabytesFor } from './allowed-upload-kinds.ts';
import { UploadDropZone } from './upload-drop-zone.tsx';
import { UploadProgressView } from './upload-progress-view.tsx';
import { UploadedFileView } from './uploaded-file-view.tsx';
import type { FileUpload } from './use-file-upload.ts';

export interface UploadWidgetFrameProps {
  purpose: UploadPurpose;
  /** The upload state machine, owned by the caller so other sources (a recording) can feed the same slot. */
  upload: FileUpload;
  /** 'Reupload' was pressed: the file reported as uploaded is no longer the widget's. */
  onReset?: () => void;
}

/**
 * The upload widget's three states around a state machine it is handed:
 * idle (drop or 'Select file'), uploading ('Uploading...' with real
 * progress) and uploaded (name, type icon, 'Reupload').
 */
export function UploadWidgetFrame({ purpose, upload, onReset }: UploadWidgetFrameProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragOver, setIsDragOver] = useState(false);
  const { state, startUpload, reset } = upload;

  const openFilePicker = () => inputRef.current?.click();
  const handleReupload = () => {
    reset();
    onReset?.();
    openFilePicker();
  };
  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragOver(true);
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragOver(false);
    const file = event.dataTransfer.files[0];
    if (file) void startUpload(file);
  };

  return (
    <Paper
      withBorder
      radius="lg"
      px="lg"
      py="sm"
      data-testid="upload-state"
      data-state={state.status}
      aria-busy={state.status === 'uploading'}
      onDragOver={handleDragOver}
      onDragLeave={(event) => {
        // Moving over a child also fires dragleave; only leaving the widget itself ends the highlight.
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
        accept={acceptAttributeFor(purpose)}
        data-testid="upload-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so that picking the same file again still fires a change.
          event.currentTarget.value = '';
          if (file) void startUpload(file);
        }}
      />
      {state.status === 'idle' && (
        <UploadDropZone
          allowedLabel={t('upload.allowed', {
            kinds: allowedKindsLabelFor(purpose),
            maxMb: maxUploadMegabytesFor(purpose),
          })}
          onSelectFile={openFilePicker}
        />
      )}
      {state.status === 'uploading' && <UploadProgressView fileName={state.fileName} percent={state.percent} />}
      {state.status === 'uploaded' && <UploadedFileView file={state.file} onReupload={handleReupload} />}
    </Paper>
  );
}
