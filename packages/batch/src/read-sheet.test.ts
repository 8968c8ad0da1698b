import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readSheet } from './read-sheet.ts';
import { batchSheetLimits } from './sheet-limits.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

function sheetOf(text: string | Uint8Array, fileName = 'videos.csv') {
  const result = readSheet(typeof text === 'string' ? utf8(text) : text, fileName);
  if (!result.ok) throw new Error(`Expected a sheet, got: ${result.problem.message}`);
  return result.sheet;
}

function problemOf(bytes: string | Uint8Array, fileName = 'videos.csv', limits = batchSheetLimits) {
  const result = readSheet(typeof bytes === 'string' ? utf8(bytes) : bytes, fileName, limits);
  if (result.ok) throw new Error('Expected the sheet to be refused');
  return result.problem;
}

describe('readSheet: CSV', () => {
  it('reads a comma sheet with LF line ends, numbering the first data row 2', () => {
    expect(sheetOf('name,price\nLamp,12\nChair,40\n')).toEqual({
      columns: ['name', 'price'],
      rows: [
        ['Lamp', '12'],
        ['Chair', '40'],
      ],
      firstRowNumber: 2,
    });
  });

  it('reads a semicolon sheet (Excel where the decimal mark is a comma), keeping the commas inside cells', () => {
    expect(sheetOf('name;price\r\nLamp;12,50\r\n').rows).toEqual([['Lamp', '12,50']]);
  });

  it('reads a tab sheet, and a .tsv as tabs even when its header has commas', () => {
    expect(sheetOf('name\tprice\nLamp\t12\n').rows).toEqual([['Lamp', '12']]);
    expect(sheetOf('name, full\tprice\nLamp, big\t12\n', 'videos.tsv')).toMatchObject({ columns: ['name, full', 'price'], rows: [['Lamp, big', '12']] });
  });

  it('drops a UTF-8 byte order mark, so the first column is named as typed', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('name,price\nCafé ☕,3\n')]);
    expect(sheetOf(bytes)).toMatchObject({ columns: ['name', 'price'], rows: [['Café ☕', '3']] });
  });

  it('reads CRLF, quoted commas, doubled quotes and line breaks inside quotes as one row each', () => {
    const sheet = sheetOf('name,script\r\n"Lamp, big","She said ""hi""\r\nthen left"\r\nChair,"two\nlines"\r\nDesk,plain');
    expect(sheet.rows).toEqual([
      ['Lamp, big', 'She said "hi"\r\nthen left'],
      ['Chair', 'two\nlines'],
      ['Desk', 'plain'],
    ]);
  });

  it('keeps blank rows between data rows (so row numbers match the spreadsheet) and drops blank rows at the end', () => {
    const sheet = sheetOf('name,price\nLamp,12\n,\n\nChair,40\n,\n\n , \n');
    expect(sheet.rows).toEqual([
      ['Lamp', '12'],
      ['', ''],
      ['', ''],
      ['Chair', '40'],
    ]);
  });

  it('starts at the first filled row when the sheet starts with blank lines', () => {
    expect(sheetOf('\n\nname\nLamp\n')).toEqual({ columns: ['name'], rows: [['Lamp']], firstRowNumber: 4 });
  });

  it('pads short rows and ignores empty cells past the last named column', () => {
    expect(sheetOf('name,price,colour\nLamp\nChair,40,#fff,,,\n').rows).toEqual([
      ['Lamp', '', ''],
      ['Chair', '40', '#fff'],
    ]);
  });

  it('reads 100 data rows, the most a batch makes', () => {
    const text = `name\n${Array.from({ length: 100 }, (_, index) => `video ${index}`).join('\n')}\n`;
    expect(sheetOf(text).rows).toHaveLength(100);
  });
});

describe('readSheet: refusals', () => {
  it('refuses 10,000 rows with their count', () => {
    const text = `name,script\n${Array.from({ length: 10_000 }, (_, index) => `video ${index},hello`).join('\n')}\n`;
    expect(problemOf(text)).toEqual({ code: 'too_many_rows', message: 'The sheet has 10000 rows; a batch makes at most 100 videos' });
  });

  it('refuses a file over 5 MB before reading it (10 MB in one cell)', () => {
    expect(problemOf(`name,script\nLamp,${'a'.repeat(10 * 1024 * 1024)}\n`)).toEqual({
      code: 'file_too_large',
      message: 'The sheet is 10.0 MB; a sheet may be at most 5 MB',
    });
  });

  it('refuses a cell over 5,000 characters with its row, column and length', () => {
    expect(problemOf(`name,script\nLamp,short\nChair,${'b'.repeat(4 * 1024 * 1024)}\n`)).toEqual({
      code: 'cell_too_long',
      message: 'Row 3, script: 4194304 characters; a cell holds at most 5000',
    });
  });

  it('counts characters, not UTF-16 units: 5,000 emoji fit in a cell', () => {
    expect(sheetOf(`script\n${'😀'.repeat(5000)}\n`).rows[0]?.[0]).toHaveLength(10_000);
    expect(problemOf(`script\n${'😀'.repeat(5001)}\n`).message).toBe('Row 2, script: 5001 characters; a cell holds at most 5000');
  });

  it('refuses random binary as not a sheet', () => {
    const bytes = randomBytes(64 * 1024);
    bytes[0] = 0x00; // not a ZIP or an OLE file by chance
    expect(problemOf(bytes, 'videos.csv')).toEqual({ code: 'not_a_sheet', message: 'This file is not a CSV or XLSX sheet' });
    expect(problemOf(utf8('\u0001\u0002\u0003\u0004 binary \u0005\u0006\u0007\u0008'))).toEqual({
      code: 'not_a_sheet',
      message: 'This file is not a CSV or XLSX sheet',
    });
  });

  it('refuses UTF-16 with and without a byte order mark, and Windows-1252, asking for CSV UTF-8', () => {
    const notUtf8 = { code: 'not_utf8', message: 'The sheet is not UTF-8 text: save it as CSV UTF-8 and upload it again' };
    const utf16le = Buffer.from('\uFEFFname,price\r\nCafé,3\r\n', 'utf16le');
    expect(problemOf(utf16le)).toEqual(notUtf8);
    expect(problemOf(Buffer.from('name,price\r\nCafé,3\r\n', 'utf16le'))).toEqual(notUtf8);
    const utf16be = Buffer.from(utf16le).swap16();
    expect(problemOf(utf16be)).toEqual(notUtf8);
    expect(problemOf(Buffer.from('name,price\r\nCafé,3\r\n', 'latin1'))).toEqual(notUtf8);
  });

  it('refuses an old .xls (OLE) file by name', () => {
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Uint8Array(512)]);
    expect(problemOf(xls, 'videos.xls')).toEqual({
      code: 'old_excel_file',
      message: 'This is an old Excel .xls file or a password-protected workbook: save it as .xlsx or CSV UTF-8 (without a password) and upload it again',
    });
  });

  it('refuses an empty file, a file of blank lines, and a header without rows', () => {
    const empty = { code: 'empty_sheet', message: 'The sheet is empty: put the column names in row 1 and one video per row below them' };
    expect(problemOf('')).toEqual(empty);
    expect(problemOf(new Uint8Array([0xef, 0xbb, 0xbf]))).toEqual(empty);
    expect(problemOf('\r\n ,  ,\r\n\r\n')).toEqual(empty);
    expect(problemOf('name,price\r\n,\r\n')).toEqual({
      code: 'no_data_rows',
      message: 'The sheet has column names but no rows: add one row per video below row 1',
    });
  });

  it('refuses more than 50 columns, duplicate names, values under no name, and an unclosed quote', () => {
    expect(problemOf(`${Array.from({ length: 60 }, (_, index) => `c${index}`).join(',')}\nx\n`)).toEqual({
      code: 'too_many_columns',
      message: 'The sheet has 60 columns; a sheet has at most 50',
    });
    expect(problemOf('name,price,Name\nLamp,3,x\n')).toEqual({
      code: 'duplicate_column',
      message: 'Columns A and C are both named "Name": rename one of them',
    });
    expect(problemOf('name,price\nLamp,3\nChair,4,oops\n')).toEqual({
      code: 'value_without_column',
      message: 'Row 3, column C: a value in a column with no name in row 1; name the column or delete the value',
    });
    expect(problemOf('name,script\nLamp,"fine"\nChair,"never ends\nDesk,3\n')).toEqual({
      code: 'unclosed_quote',
      message: 'Row 3: a quoted value starts in this row and never ends (a closing " is missing)',
    });
  });

  it('refuses a ZIP that is not a workbook as not a sheet', async () => {
    const { default: JSZip } = await import('jszip');
    const zip = new JSZip();
    zip.file('word/document.xml', '<document/>');
    expect(problemOf(await zip.generateAsync({ type: 'uint8array' }), 'videos.xlsx')).toEqual({
      code: 'not_a_sheet',
      message: 'This file is not a CSV or XLSX sheet',
    });
  });
});
