import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readSheet } from './read-sheet.ts';
import { batchSheetLimits } from './sheet-limits.ts';
import { buildXlsx, declareUncompressedSize } from './testing/build-xlsx.ts';

function sheetOf(bytes: Uint8Array) {
  const result = readSheet(bytes, 'videos.xlsx');
  if (!result.ok) throw new Error(`Expected a sheet, got: ${result.problem.message}`);
  return result.sheet;
}

function problemOf(bytes: Uint8Array, limits = batchSheetLimits) {
  const result = readSheet(bytes, 'videos.xlsx', limits);
  if (result.ok) throw new Error('Expected the sheet to be refused');
  return result.problem;
}

describe('readSheet: XLSX', () => {
  it('reads the first tab through the workbook relations: shared and inline strings, numbers, booleans, sparse cells', async () => {
    const xlsx = await buildXlsx(
      [
        { A1: { s: 'name' }, B1: { inline: 'price' }, C1: { s: 'accent' }, D1: { s: 'on sale' } },
        { A2: { s: 'Lamp & <shade>' }, B2: { n: 12.5 }, D2: { b: true } },
        { A4: { inline: 'Chair' }, C4: { s: '#ff0000' }, D4: { b: false } },
      ],
      { sheetFileName: 'videos.xml' },
    );
    expect(sheetOf(xlsx)).toEqual({
      columns: ['name', 'price', 'accent', 'on sale'],
      rows: [
        ['Lamp & <shade>', '12.5', '', 'TRUE'],
        ['', '', '', ''],
        ['Chair', '', '#ff0000', 'FALSE'],
      ],
      firstRowNumber: 2,
    });
  });

  it('reads rich text runs without phonetic guides, formula results, Excel escapes and prefixed element names', async () => {
    const xlsx = await buildXlsx([
      { A1: { s: 'script' }, B1: { s: 'total' }, C1: { s: 'note' } },
      {
        A2: { xml: '<c r="A2" t="inlineStr"><is><r><t>Hello </t></r><r><rPr><b/></rPr><t>world</t></r><rPh sb="0" eb="1"><t>ハロー</t></rPh></is></c>' },
        B2: { xml: '<x:c r="B2" t="str"><x:f>A2&amp;"!"</x:f><x:v>Hello world!</x:v></x:c>' },
        C2: { xml: '<c r="C2" t="inlineStr"><is><t>line_x000D_&#10;two &#x1F600;</t></is></c>' },
      },
    ]);
    expect(sheetOf(xlsx).rows).toEqual([['Hello world', 'Hello world!', 'line\r\ntwo 😀']]);
  });

  it('refuses an entry that declares a huge size before inflating it (a decompression bomb)', async () => {
    const xlsx = await buildXlsx([{ A1: { s: 'name' } }, { A2: { s: 'Lamp' } }]);
    // Had it been inflated, the real bytes (far fewer than declared) would have been reported as damaged instead.
    expect(problemOf(declareUncompressedSize(xlsx, 'xl/worksheets/sheet1.xml', 2_000_000_000))).toEqual({
      code: 'xlsx_too_large',
      message: 'The XLSX file unpacks to 1907.3 MB (xl/worksheets/sheet1.xml); a sheet may unpack to at most 20.0 MB',
    });
  });

  it('refuses a real bomb (30 MB of one letter in 30 kB) by its declared size, and all parts together past the total', async () => {
    const zip = new JSZip();
    zip.file('xl/workbook.xml', '<workbook><sheets><sheet name="a" r:id="rId1"/></sheets></workbook>');
    zip.file(
      'xl/worksheets/sheet1.xml',
      `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${'a'.repeat(30 * 1024 * 1024)}</t></is></c></row></sheetData></worksheet>`,
    );
    const bomb = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 9 } });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(problemOf(bomb).message).toBe('The XLSX file unpacks to 30.0 MB (xl/worksheets/sheet1.xml); a sheet may unpack to at most 20.0 MB');
    expect(problemOf(bomb, { ...batchSheetLimits, maxEntryUncompressedBytes: 64 * 1024 * 1024, maxTotalUncompressedBytes: 16 * 1024 * 1024 })).toEqual({
      code: 'xlsx_too_large',
      message: 'The XLSX file unpacks to more than 16.0 MB; a sheet may unpack to at most that',
    });
  });

  it('stops inflating an entry at the size it declares when it holds more', async () => {
    const xlsx = await buildXlsx([{ A1: { s: 'name' } }, { A2: { s: 'Lamp' } }]);
    expect(problemOf(declareUncompressedSize(xlsx, 'xl/worksheets/sheet1.xml', 10))).toEqual({
      code: 'damaged_xlsx',
      message: 'The XLSX file is damaged (entry xl/worksheets/sheet1.xml does not unpack to the size it declares): save it again and upload it',
    });
  });

  it('refuses a cell of 10 MB (which zips into a small file) with its row, column and length', async () => {
    const xlsx = await buildXlsx([
      { A1: { s: 'name' }, B1: { s: 'script' } },
      { A2: { s: 'Lamp' } },
      { A3: { s: 'Chair' }, B3: { s: 'a'.repeat(10 * 1024 * 1024) } },
    ]);
    expect(xlsx.length).toBeLessThan(batchSheetLimits.maxFileBytes);
    expect(problemOf(xlsx)).toEqual({ code: 'cell_too_long', message: 'Row 3, script: 10485760 characters; a cell holds at most 5000' });
  });

  it('refuses 10,000 rows with their count, and a header without rows', async () => {
    const rows = [{ A1: { s: 'name' } }, ...Array.from({ length: 10_000 }, (_, index) => ({ [`A${index + 2}`]: { n: index } }))];
    expect(problemOf(await buildXlsx(rows))).toEqual({ code: 'too_many_rows', message: 'The sheet has 10000 rows; a batch makes at most 100 videos' });
    expect(problemOf(await buildXlsx([{ A1: { s: 'name' } }]))).toEqual({
      code: 'no_data_rows',
      message: 'The sheet has column names but no rows: add one row per video below row 1',
    });
  });

  it('reads hostile XML (unclosed elements, tags without an end) in linear time and refuses it as damaged', async () => {
    const hostile = async (sheetData: string) => {
      const zip = new JSZip();
      zip.file('xl/workbook.xml', '<workbook><sheets><sheet name="a"/></sheets></workbook>');
      zip.file('xl/worksheets/sheet1.xml', `<worksheet><sheetData>${sheetData}</sheetData></worksheet>`);
      return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    };
    const startedAt = performance.now();
    expect(problemOf(await hostile('<row r="1">'.repeat(500_000)))).toEqual({
      code: 'damaged_xlsx',
      message: 'The XLSX file is damaged (a row element is not closed): save it again and upload it',
    });
    expect(problemOf(await hostile(`<row r="1">${'<c r="A1"'.repeat(1_000_000)}</row>`)).code).toBe('empty_sheet');
    expect(problemOf(await hostile(`<row r="1">${'<c r="A1">'.repeat(1_000_000)}</row>`)).code).toBe('damaged_xlsx');
    expect(performance.now() - startedAt).toBeLessThan(5_000);
  });

  it('refuses a cut-short ZIP as damaged', async () => {
    const xlsx = await buildXlsx([{ A1: { s: 'name' } }, { A2: { s: 'Lamp' } }]);
    expect(problemOf(xlsx.subarray(0, xlsx.length - 200)).code).toBe('damaged_xlsx');
  });
});
