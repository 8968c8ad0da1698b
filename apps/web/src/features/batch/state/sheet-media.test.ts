import type { BatchRow, StoredFile, TemplateVariable } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { findMissingFileNames, findOpenErrors, findReferencedFileNames, isMediaUrl, resolveRowValues } from './sheet-media.ts';

const variables: TemplateVariable[] = [
  { key: 'title', type: 'text', label: 'Title', default: 'Sale' },
  { key: 'photo', type: 'image', label: 'Photo', default: '' },
  { key: 'clip', type: 'video', label: 'Clip', default: '' },
];
const rows: BatchRow[] = [
  { row: 2, values: { title: 'lamp.jpg', photo: 'Lamp.JPG', clip: 'https://cdn.example/a.mp4' } },
  { row: 3, values: { title: 'Chair', photo: 'lamp.jpg', clip: 'chair.mp4' } },
  { row: 4, values: { title: 'Desk', photo: '', clip: '' } },
];

function storedFile(name: string): StoredFile {
  return { full_path: `https://files.example/read/${name}?sig=1`, key: `uploads/u1/${name}`, file_name: name, file_type: 'jpg', size: 10 };
}

describe('sheet media', () => {
  it('tells URLs from file names', () => {
    expect(isMediaUrl('https://a.example/x.jpg')).toBe(true);
    expect(isMediaUrl(' HTTP://a.example/x.jpg')).toBe(true);
    expect(isMediaUrl('x.jpg')).toBe(false);
    expect(isMediaUrl('ftp://a.example/x.jpg')).toBe(true);
    expect(isMediaUrl('www.example.com/x.jpg')).toBe(true);
    expect(isMediaUrl('//cdn.example/x.jpg')).toBe(true);
    expect(isMediaUrl('photos/lamp.jpg')).toBe(false);
  });

  it('lists the file names of media cells once, ignoring case and text cells', () => {
    expect(findReferencedFileNames(rows, variables)).toEqual(['Lamp.JPG', 'chair.mp4']);
  });

  it('leaves out cells the server resolved to a stored file, and previews them by their read URL', () => {
    const stored = { 'uploads/u1/fetched-1': { url: 'https://files.example/read/fetched-1?sig=1', name: 'https://shop.example/lamp.png' } };
    const resolvedRows: BatchRow[] = [{ row: 2, values: { title: 'Lamp', photo: 'uploads/u1/fetched-1', clip: 'chair.mp4' } }];
    expect(findReferencedFileNames(resolvedRows, variables, stored)).toEqual(['chair.mp4']);
    expect(resolveRowValues(resolvedRows[0]!.values, variables, new Map(), 'preview', stored).photo).toBe('https://files.example/read/fetched-1?sig=1');
    expect(resolveRowValues(resolvedRows[0]!.values, variables, new Map(), 'create', stored).photo).toBe('uploads/u1/fetched-1');
  });

  it('says which names no added file answers', () => {
    const uploaded = new Map([['lamp.jpg', storedFile('lamp.jpg')]]);
    expect(findMissingFileNames(['Lamp.JPG', 'chair.mp4'], uploaded)).toEqual(['chair.mp4']);
  });

  it('puts the storage key in the values sent and the read URL in the preview', () => {
    const uploaded = new Map([['lamp.jpg', storedFile('lamp.jpg')]]);
    const values = rows[0]!.values;
    expect(resolveRowValues(values, variables, uploaded, 'create')).toEqual({ ...values, photo: 'uploads/u1/lamp.jpg' });
    expect(resolveRowValues(values, variables, uploaded, 'preview')).toEqual({ ...values, photo: 'https://files.example/read/lamp.jpg?sig=1' });
  });

  it("drops the server's error on a media cell once its file is added, and keeps the others", () => {
    const errors = [
      { row: 2, column: 'photo', message: 'Row 2, photo: no uploaded file is called "Lamp.JPG"' },
      { row: 3, column: 'clip', message: 'Row 3, clip: no uploaded file is called "chair.mp4"' },
      { row: 4, column: 'title', message: 'Row 4, title: 600 characters; at most 500' },
      { row: 4, column: '', message: 'Row 4: empty row' },
    ];
    const uploaded = new Map([['lamp.jpg', storedFile('lamp.jpg')]]);
    expect(findOpenErrors(errors, rows, variables, uploaded)).toEqual(errors.slice(1));
    expect(findOpenErrors(errors, rows, variables, new Map())).toEqual(errors);
  });
});
