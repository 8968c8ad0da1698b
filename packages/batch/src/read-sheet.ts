import { decodeSheetText } from './decode-sheet-text.ts';
import { detectSeparator, readCsv } from './read-csv.ts';
import { readXlsx } from './read-xlsx.ts';
import type { Sheet } from './sheet.ts';
import { SheetError, type SheetProblem } from './sheet-error.ts';
import { batchSheetLimits, type SheetLimits } from './sheet-limits.ts';

/** The sheet, or the one problem that stops it being read, in a sentence for the user. */
export type ReadSheetResult = { ok: true; sheet: Sheet } | { ok: false; problem: SheetProblem };

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, index) => bytes[index] === byte);
/** Every ZIP (so every XLSX) starts with a local file header. */
const zipMagic = [0x50, 0x4b, 0x03, 0x04];
/** OLE2 compound file: Excel 97–2003 `.xls`, and any password-protected workbook. */
const compoundFileMagic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return Number.isInteger(megabytes) ? `${megabytes} MB` : `${megabytes.toFixed(1)} MB`;
}

/**
 * Reads an uploaded batch sheet: XLSX when the bytes are a ZIP (whatever the
 * name says), CSV text otherwise (UTF-8 with or without a byte order mark;
 * comma, semicolon or tab, from the header line; tab for a `.tsv` name).
 * Every limit is checked while reading, so a hostile file costs at most
 * `maxFileBytes` of reading and `maxTotalUncompressedBytes` of unpacking.
 */
export function readSheet(bytes: Uint8Array, fileName: string, limits: SheetLimits = batchSheetLimits): ReadSheetResult {
  try {
    if (bytes.length > limits.maxFileBytes) {
      throw new SheetError('file_too_large', `The sheet is ${formatMegabytes(bytes.length)}; a sheet may be at most ${formatMegabytes(limits.maxFileBytes)}`);
    }
    if (startsWith(bytes, zipMagic)) return { ok: true, sheet: readXlsx(bytes, limits) };
    if (startsWith(bytes, compoundFileMagic)) {
      throw new SheetError(
        'old_excel_file',
        'This is an old Excel .xls file or a password-protected workbook: save it as .xlsx or CSV UTF-8 (without a password) and upload it again',
      );
    }
    const text = decodeSheetText(bytes);
    const separator = fileName.toLowerCase().endsWith('.tsv') ? '\t' : detectSeparator(text);
    return { ok: true, sheet: readCsv(text, separator, limits) };
  } catch (error) {
    if (error instanceof SheetError) return { ok: false, problem: { code: error.code, message: error.message } };
    throw error;
  }
}
