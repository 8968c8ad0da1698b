import { maxBatchSheetBytes } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { checkSheetFile } from './check-sheet-file.ts';

describe('checkSheetFile', () => {
  it('takes CSV and XLSX in any case up to 5 MB', () => {
    expect(checkSheetFile({ name: 'rows.csv', sizeBytes: 10 })).toEqual({ isAllowed: true });
    expect(checkSheetFile({ name: 'Rows.XLSX', sizeBytes: maxBatchSheetBytes })).toEqual({ isAllowed: true });
  });

  it('refuses other types, empty files and larger files with their reason', () => {
    expect(checkSheetFile({ name: 'rows.xls', sizeBytes: 10 })).toEqual({ isAllowed: false, reason: 'type' });
    expect(checkSheetFile({ name: 'rows.csv.txt', sizeBytes: 10 })).toEqual({ isAllowed: false, reason: 'type' });
    expect(checkSheetFile({ name: 'rows.csv', sizeBytes: 0 })).toEqual({ isAllowed: false, reason: 'empty' });
    expect(checkSheetFile({ name: 'rows.csv', sizeBytes: maxBatchSheetBytes + 1 })).toEqual({ isAllowed: false, reason: 'too-large' });
  });
});
