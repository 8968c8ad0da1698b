import type { StoredFile, UploadPurpose } from '@talkreel/contract';
import { UploadWidgetFrame } from './upload-widget-frame.tsx';
import { useFileUpload } from './use-file-upload.ts';

export interface UploadWidgetProps {
  purpose: UploadPurpose;
  onUploaded: (file: StoredFile) => void;
  /** 'Reupload' was pressed: the file reported by `onUploaded` is no longer the widget's. */
  onReset?: () => void;
}

/**
 * One file upload for a purpose (spec §2 'Other', §5): idle (drop or
 * 'Select file'), uploading ('Uploading...' with real progress) and uploaded
 * (name, type icon, 'Reupload'). Types and limits come from the contract.
 */
export function UploadWidget({ purpose, onUploaded, onReset }: UploadWidgetProps) {
  const upload = useFileUpload({ purpose, onUploaded });
  return <UploadWidgetFrame purpose={purpose} upload={upload} onReset={onReset} />;
}
