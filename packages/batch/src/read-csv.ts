import type { Sheet } from './sheet.ts';
import { SheetCollector, type SheetCell } from './sheet-collector.ts';
import { SheetError } from './sheet-error.ts';
import type { SheetLimits } from './sheet-limits.ts';

/** The separators a CSV sheet may use: comma, semicolon (Excel where the decimal mark is a comma), tab. */
export type CsvSeparator = ',' | ';' | '\t';

/**
 * The separator the header line uses most, outside quotes; a comma when it has
 * none (a sheet of one column) or on a tie.
 */
export function detectSeparator(text: string): CsvSeparator {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && (character === ',' || character === ';' || character === '\t')) counts[character] += 1;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[','] && counts['\t'] > counts[';']) return '\t';
  return ',';
}

/**
 * Reads CSV text (RFC 4180: `"` quotes a field, `""` is a quote inside one,
 * quoted fields may hold separators and line breaks; lines end in CRLF or LF).
 * Lenient where spreadsheets are: a quote inside an unquoted field is kept as a
 * character, and text after a closing quote is appended to the field.
 * Each record is one spreadsheet row, so row numbers count records, not lines.
 */
export function readCsv(text: string, separator: CsvSeparator, limits: SheetLimits): Sheet {
  const collector = new SheetCollector(limits);
  let cells: SheetCell[] = [];
  let columnIndex = 0;
  let field = '';
  let isAtFieldStart = true;
  let rowNumber = 1;
  const endField = () => {
    if (field !== '') cells.push([columnIndex, field]);
    columnIndex += 1;
    field = '';
    isAtFieldStart = true;
  };
  const endRecord = () => {
    endField();
    collector.addRow(rowNumber, cells);
    rowNumber += 1;
    cells = [];
    columnIndex = 0;
  };
  let index = 0;
  while (index < text.length) {
    const character = text[index];
    if (character === '"' && isAtFieldStart) {
      isAtFieldStart = false;
      let from = index + 1;
      for (;;) {
        const quoteAt = text.indexOf('"', from);
        if (quoteAt === -1) {
          throw new SheetError('unclosed_quote', `Row ${rowNumber}: a quoted value starts in this row and never ends (a closing " is missing)`);
        }
        field += text.slice(from, quoteAt);
        if (text[quoteAt + 1] !== '"') {
          index = quoteAt + 1;
          break;
        }
        field += '"';
        from = quoteAt + 2;
      }
      continue;
    }
    if (character === separator) {
      endField();
      index += 1;
    } else if (character === '\r' || character === '\n') {
      endRecord();
      index += character === '\r' && text[index + 1] === '\n' ? 2 : 1;
    } else {
      isAtFieldStart = false;
      const stop = findNextStop(text, index, separator);
      field += text.slice(index, stop);
      index = stop;
    }
  }
  // The last line has no line break after it.
  if (!isAtFieldStart || columnIndex > 0) endRecord();
  return collector.finish();
}

/** Where the unquoted run that starts at `from` ends: the next separator or line break (a quote mid-field is text). */
function findNextStop(text: string, from: number, separator: CsvSeparator): number {
  for (let index = from; index < text.length; index += 1) {
    const character = text[index];
    if (character === separator || character === '\n' || character === '\r') return index;
  }
  return text.length;
}
