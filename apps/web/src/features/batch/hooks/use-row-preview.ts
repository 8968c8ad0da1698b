import { parseWorkspace, type Workspace } from '@talkreel/timeline';
import type { BatchRow, TemplateDetail } from '@talkreel/contract';
import { useMemo } from 'react';
import { fillTemplateDocument } from '../state/fill-template-document.ts';
import { resolveRowValues, type StoredSheetFiles, type UploadedMediaByName } from '../state/sheet-media.ts';

/** Longest part of a validation message shown to the user. */
const MAX_MESSAGE_LENGTH = 300;

export type RowPreview = { state: 'ready'; workspace: Workspace; keptAvatarKeys: string[] } | { state: 'invalid'; message: string };

/** One row filled into the template, migrated and validated for the player; a row the timeline refuses says why. */
export function useRowPreview(
  template: TemplateDetail,
  row: BatchRow | undefined,
  uploaded: UploadedMediaByName,
  storedFiles: StoredSheetFiles,
): RowPreview | null {
  return useMemo(() => {
    if (!row) return null;
    const values = resolveRowValues(row.values, template.variables, uploaded, 'preview', storedFiles);
    const { document, keptAvatarKeys } = fillTemplateDocument(template.workspace, template.variables, values);
    try {
      return { state: 'ready', workspace: parseWorkspace(document), keptAvatarKeys };
    } catch (error) {
      return { state: 'invalid', message: (error as Error).message.slice(0, MAX_MESSAGE_LENGTH) };
    }
  }, [template, row, uploaded, storedFiles]);
}
