import { useState } from 'react';
import { downloadBatchFile, type BatchDownload } from '../api/download-batch-file.ts';

/** One download button's state: which download runs (one at a time per button group); its failure shows as the server's toast. */
export function useBatchDownload() {
  const [pendingKind, setPendingKind] = useState<BatchDownload['kind'] | null>(null);
  const download = async (request: BatchDownload, fileName: string) => {
    if (pendingKind) return;
    setPendingKind(request.kind);
    try {
      await downloadBatchFile(request, fileName);
    } catch {
      // Announced as a toast by downloadBatchFile.
    } finally {
      setPendingKind(null);
    }
  };
  return { download, pendingKind };
}
