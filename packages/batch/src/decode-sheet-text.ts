import { SheetError } from './sheet-error.ts';

const notUtf8Message = 'The sheet is not UTF-8 text: save it as CSV UTF-8 and upload it again';
const notASheetMessage = 'This file is not a CSV or XLSX sheet';

/** Bytes a text file holds only by accident: C0 controls other than tab, LF, CR, and DEL. */
function isControlByte(byte: number): boolean {
  return (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) || byte === 0x7f;
}

/**
 * UTF-16 without a byte order mark: text in Latin letters has a NUL in every
 * other byte, all on the same side (odd bytes for little-endian).
 */
function looksLikeUtf16(sample: Uint8Array): boolean {
  let evenNuls = 0;
  let oddNuls = 0;
  for (let index = 0; index < sample.length; index += 1) {
    if (sample[index] !== 0) continue;
    if (index % 2 === 0) evenNuls += 1;
    else oddNuls += 1;
  }
  const pairs = sample.length / 2;
  return Math.max(evenNuls, oddNuls) > pairs * 0.6 && Math.min(evenNuls, oddNuls) < pairs * 0.05;
}

/**
 * The text of a CSV sheet, without its byte order mark. Refuses UTF-16 (what
 * Excel's 'Unicode Text' writes) and other encodings with a sentence that says
 * what to do, and bytes that are not text at all as not a sheet.
 */
export function decodeSheetText(bytes: Uint8Array): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) throw new SheetError('not_utf8', notUtf8Message);
  const sample = bytes.subarray(0, 64 * 1024);
  if (sample.includes(0)) {
    if (looksLikeUtf16(sample)) throw new SheetError('not_utf8', notUtf8Message);
    throw new SheetError('not_a_sheet', notASheetMessage);
  }
  let controlBytes = 0;
  for (const byte of sample) if (isControlByte(byte)) controlBytes += 1;
  // A spreadsheet's text has none; random bytes have one in eight. A few are tolerated (a stray form feed).
  if (controlBytes > Math.max(2, sample.length / 1000)) throw new SheetError('not_a_sheet', notASheetMessage);
  try {
    // ignoreBOM: false (the default) drops a UTF-8 byte order mark, which Excel's 'CSV UTF-8' writes.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Text in Windows-1252 or Latin-1 (Excel's plain 'CSV' on Windows): letters, but not UTF-8 ones.
    throw new SheetError('not_utf8', notUtf8Message);
  }
}
