import type { TemplateVariable } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { matchColumns } from './match-columns.ts';

const variables: TemplateVariable[] = [
  { key: 'product_name', type: 'text', label: 'Product name', default: '' },
  { key: 'photo', type: 'image', label: 'Picture', default: '' },
  { key: 'accent', type: 'colour', label: 'Accent colour', default: '#000000' },
  { key: 'voice', type: 'voice', label: 'Voice', default: 'voice-en-1' },
];

describe('matchColumns', () => {
  it('matches by key or label ignoring case, spaces, underscores and hyphens, and lists what is left', () => {
    expect(matchColumns(['Product-Name', 'notes', 'ACCENT COLOUR', '', 'picture'], variables)).toEqual({
      columnIndexByKey: { product_name: 0, photo: 4, accent: 2 },
      unusedColumns: [{ columnIndex: 1, name: 'notes' }],
      unmappedKeys: ['voice'],
    });
  });

  it('prefers a key to a label and gives each column to one variable, the leftmost matching column winning', () => {
    const clashing: TemplateVariable[] = [
      { key: 'title', type: 'text', label: 'Name', default: '' },
      { key: 'name', type: 'text', label: 'Title', default: '' },
    ];
    expect(matchColumns(['name', 'Title', 'title'], clashing)).toEqual({
      columnIndexByKey: { name: 0, title: 1 },
      unusedColumns: [{ columnIndex: 2, name: 'title' }],
      unmappedKeys: [],
    });
  });
});
