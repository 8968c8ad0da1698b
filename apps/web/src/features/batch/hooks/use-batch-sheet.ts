import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { readBatchSheetRequest, type BatchSheet } from '../api/read-batch-sheet-request.ts';
import { checkSheetFile, type SheetFileCheck } from '../state/check-sheet-file.ts';
import type { SheetMapping } from '../state/sheet-mapping.ts';

export type SheetDoorRefusal = { name: string; reason: Extract<SheetFileCheck, { isAllowed: false }>['reason'] };

export interface BatchSheetState {
  file: File | null;
  sheet: BatchSheet | null;
  /** Why the last file picked was refused before any byte was sent. */
  refusal: SheetDoorRefusal | null;
  isReading: boolean;
  /** Checks the file at the door, then reads it against the template. */
  choose: (file: File) => void;
  /** Reads the same file again with the person's column choices. */
  remap: (mapping: SheetMapping) => void;
  reset: () => void;
}

/** The sheet of the batch being made: the file picked, and the server's reading of it against the template. */
export function useBatchSheet(templateId: string | null): BatchSheetState {
  const [file, setFile] = useState<File | null>(null);
  const [sheet, setSheet] = useState<BatchSheet | null>(null);
  const [refusal, setRefusal] = useState<SheetDoorRefusal | null>(null);
  const mutation = useMutation({
    mutationFn: (request: { file: File; templateId: string; mapping?: SheetMapping }) => readBatchSheetRequest(request),
    onSuccess: (read) => setSheet(read),
  });

  const choose = (picked: File) => {
    const check = checkSheetFile({ name: picked.name, sizeBytes: picked.size });
    if (!check.isAllowed) {
      setRefusal({ name: picked.name, reason: check.reason });
      return;
    }
    if (!templateId) return;
    setRefusal(null);
    setFile(picked);
    setSheet(null);
    mutation.mutate({ file: picked, templateId });
  };
  const remap = (mapping: SheetMapping) => {
    if (file && templateId) mutation.mutate({ file, templateId, mapping });
  };
  const reset = () => {
    setFile(null);
    setSheet(null);
    setRefusal(null);
    mutation.reset();
  };
  return { file, sheet, refusal, isReading: mutation.isPending, choose, remap, reset };
}
