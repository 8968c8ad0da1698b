import { maxBatchSheetBytes } from '@talkreel/contract';

export type SheetFileCheck = { isAllowed: true } | { isAllowed: false; reason: 'type' | 'too-large' | 'empty' };

/** The extensions a sheet may have: CSV (comma or semicolon, UTF-8 with or without BOM) and XLSX. */
export const SHEET_EXTENSIONS = ['.csv', '.xlsx'] as const;

/** The browser's check at the door, before any byte is sent; the server reads the bytes themselves. */
export function checkSheetFile(file: { name: string; sizeBytes: number }): SheetFileCheck {
  const name = file.name.toLowerCase();
  if (!SHEET_EXTENSIONS.some((extension) => name.endsWith(extension))) return { isAllowed: false, reason: 'type' };
  if (file.sizeBytes === 0) return { isAllowed: false, reason: 'empty' };
  if (file.sizeBytes > maxBatchSheetBytes) return { isAllowed: false, reason: 'too-large' };
  return { isAllowed: true };
}
