import type { TemplateVariable } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { matchColumns } from './match-columns.ts';
import { readSheet } from './read-sheet.ts';
import { sampleCsv } from './sample-csv.ts';
import { validateRows } from './validate-rows.ts';
import { writeResultCsv } from './write-result-csv.ts';

describe('writeResultCsv', () => {
  it('writes a BOM, a header and CRLF rows, escaping formulas and quoting what needs it', () => {
    const csv = writeResultCsv([
      { row: 2, status: 'done', video_url: 'https://talkreel.example/v/1.mp4', error: '' },
      { row: 3, status: 'failed', video_url: '', error: "=cmd|' /C calc'!A0" },
      { row: 4, status: 'failed', video_url: '', error: '+1 555, "urgent"' },
      { row: 5, status: 'failed', video_url: '@SUM(A1)', error: '-2\nlines' },
      { row: 6, status: 'failed', video_url: '', error: '\tHYPERLINK("x");semi' },
    ]);
    expect(csv).toBe(
      '\uFEFFrow,status,video_url,error\r\n' +
        '2,done,https://talkreel.example/v/1.mp4,\r\n' +
        "3,failed,,'=cmd|' /C calc'!A0\r\n" +
        '4,failed,,"\'+1 555, ""urgent"""\r\n' +
        '5,failed,\'@SUM(A1),"\'-2\nlines"\r\n' +
        '6,failed,,"\'\tHYPERLINK(""x"");semi"\r\n',
    );
  });

  it('reads back through readSheet as the escaped text a spreadsheet shows', () => {
    const csv = writeResultCsv([{ row: 3, status: 'failed', video_url: '', error: '=1+1, "two"\r\nlines' }]);
    const result = readSheet(new TextEncoder().encode(csv), 'result.csv');
    expect(result).toEqual({
      ok: true,
      sheet: { columns: ['row', 'status', 'video_url', 'error'], rows: [['3', 'failed', '', '\'=1+1, "two"\r\nlines']], firstRowNumber: 2 },
    });
  });
});

describe('sampleCsv', () => {
  const variables: TemplateVariable[] = [
    { key: 'headline', type: 'text', label: 'Headline', default: '-50% today, "only"' },
    { key: 'accent', type: 'colour', label: 'Accent', default: '#ff6600' },
    { key: 'photo', type: 'image', label: 'Photo', default: 'https://cdn.example/a.png' },
  ];

  it('writes the keys and one row of defaults, UTF-8 with a BOM', () => {
    expect(sampleCsv(variables)).toBe('\uFEFFheadline,accent,photo\r\n"\'-50% today, ""only""",#ff6600,https://cdn.example/a.png\r\n');
  });

  it('is a sheet that reads, matches and validates back to the defaults', () => {
    const result = readSheet(new TextEncoder().encode(sampleCsv(variables)), 'sample.csv');
    if (!result.ok) throw new Error(result.problem.message);
    const validation = validateRows(result.sheet, matchColumns(result.sheet.columns, variables), variables, {
      uploadedFileNames: new Set(),
      avatarIds: new Set(),
      voiceIds: new Set(),
    });
    expect(validation.rows).toEqual([{ row: 2, ok: true, values: { headline: '-50% today, "only"', accent: '#ff6600', photo: 'https://cdn.example/a.png' } }]);
  });
});
