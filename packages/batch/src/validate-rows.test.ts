import type { TemplateVariable } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { matchColumns } from './match-columns.ts';
import { readSheet } from './read-sheet.ts';
import type { Sheet } from './sheet.ts';
import { type AllowedValues, validateRows } from './validate-rows.ts';

const variables: TemplateVariable[] = [
  { key: 'product_name', type: 'text', label: 'Product name', default: 'Our product' },
  { key: 'price', type: 'text', label: 'Price', default: '9.99', max_length: 40 },
  { key: 'photo', type: 'image', label: 'Photo', default: 'https://cdn.example/default.png' },
  { key: 'clip', type: 'video', label: 'Clip', default: 'https://cdn.example/default.mp4' },
  { key: 'accent', type: 'colour', label: 'Accent colour', default: '#336699' },
  { key: 'presenter', type: 'avatar', label: 'Presenter', default: 'avatar-anna' },
  { key: 'voice', type: 'voice', label: 'Voice', default: 'voice-en-1' },
];

const allowed: AllowedValues = {
  uploadedFileNames: new Set(['Lamp.PNG', 'chair.jpg', 'intro.mp4']),
  avatarIds: new Set(['avatar-anna', 'avatar-ben']),
  voiceIds: new Set(['voice-en-1', 'voice-fr-2']),
};

function sheetOf(csv: string): Sheet {
  const result = readSheet(new TextEncoder().encode(csv), 'videos.csv');
  if (!result.ok) throw new Error(result.problem.message);
  return result.sheet;
}

function validate(csv: string) {
  const sheet = sheetOf(csv);
  return validateRows(sheet, matchColumns(sheet.columns, variables), variables, allowed);
}

describe('validateRows', () => {
  it('finds exactly the three bad rows of a 100-row sheet, numbered as the spreadsheet shows them', () => {
    const lines = Array.from({ length: 100 }, (_, index) => `Product ${index},${index}.99,https://cdn.example/p${index}.jpg,#a${index % 10}f`);
    lines[12] = 'Product 12,12.99,not a picture,#aaf'; // spreadsheet row 14
    lines[3] = `Product 3,${'9'.repeat(61)},chair.jpg,#abc`; // row 5
    lines[7] = 'Product 7,7.99,https://cdn.example/7.jpg,blue'; // row 9
    const validation = validate(`Product Name,Price,PHOTO,accent-colour\n${lines.join('\n')}\n`);
    expect(validation.errors).toEqual([
      { row: 5, column: 'Price', message: 'Row 5, Price: 61 characters; at most 40' },
      { row: 9, column: 'accent-colour', message: 'Row 9, accent-colour: not a colour (#rrggbb)' },
      { row: 14, column: 'PHOTO', message: 'Row 14, PHOTO: not an image URL or an uploaded file name' },
    ]);
    expect(validation.rows.filter((row) => row.ok)).toHaveLength(97);
    expect(validation.rows[0]).toEqual({
      row: 2,
      ok: true,
      values: {
        product_name: 'Product 0',
        price: '0.99',
        photo: 'https://cdn.example/p0.jpg',
        clip: 'https://cdn.example/default.mp4',
        accent: '#aa00ff',
        presenter: 'avatar-anna',
        voice: 'voice-en-1',
      },
    });
  });

  it('checks every kind of value and reports every error of a row', () => {
    const validation = validate(
      [
        'product_name,photo,clip,accent,presenter,voice',
        'Lamp,  lamp.png  ,intro.mp4,#ABC,avatar-ben,voice-fr-2',
        'Desk,https://cdn.example/clip.mp4,https://cdn.example/a.jpg,#12345,avatar-zed,voice-xx',
        'Sofa,ftp://cdn.example/a.png,www.example.com/a.mp4,ff8800,,',
        'Bed,missing.png,chair.jpg,#fff,,',
      ].join('\n'),
    );
    expect(validation.rows[0]).toEqual({
      row: 2,
      ok: true,
      values: { product_name: 'Lamp', price: '9.99', photo: 'Lamp.PNG', clip: 'intro.mp4', accent: '#aabbcc', presenter: 'avatar-ben', voice: 'voice-fr-2' },
    });
    expect(validation.errors.map((error) => error.message)).toEqual([
      'Row 3, photo: not an image URL',
      'Row 3, clip: not a video URL',
      'Row 3, accent: not a colour (#rrggbb)',
      'Row 3, presenter: no avatar has the id "avatar-zed"',
      'Row 3, voice: no voice has the id "voice-xx"',
      'Row 4, photo: not an image URL',
      'Row 4, clip: not a video URL (start it with https://)',
      'Row 5, photo: no uploaded file is called "missing.png"',
      'Row 5, clip: "chair.jpg" is not a video',
    ]);
    expect(validation.rows[2]).toMatchObject({ row: 4, ok: false });
  });

  it('counts text in characters (emoji as one) and takes 500 when the template sets no length', () => {
    expect(validate(`product_name\n${'😀'.repeat(500)}\n`).errors).toEqual([]);
    expect(validate(`product_name\n${'x'.repeat(501)}\n`).errors.map((error) => error.message)).toEqual(['Row 2, product_name: 501 characters; at most 500']);
  });

  it('fills defaults for empty cells and unmapped variables, refuses a blank row between filled ones', () => {
    const validation = validate('product_name,price,extra\nLamp,,note\n,,\nChair,5,\n');
    expect(validation.rows).toEqual([
      { row: 2, ok: true, values: expect.objectContaining({ product_name: 'Lamp', price: '9.99', accent: '#336699' }) },
      { row: 3, ok: false, errors: [{ row: 3, column: '', message: 'Row 3: the row is empty; fill it in or delete it' }] },
      { row: 4, ok: true, values: expect.objectContaining({ product_name: 'Chair', price: '5' }) },
    ]);
  });

  it("reads a text cell the result CSV escaped ('=…) as it was typed", () => {
    const validation = validate("product_name\n'=1+1\n'plain\n");
    expect(validation.rows.map((row) => (row.ok ? row.values.product_name : ''))).toEqual(['=1+1', "'plain"]);
  });
});
