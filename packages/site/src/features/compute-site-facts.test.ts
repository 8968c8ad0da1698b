import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeSiteFacts, fillPlaceholders, findUnknownPlaceholders } from './compute-site-facts.ts';

function writeContent(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'site-facts-'));
  mkdirSync(path.join(root, 'voices/public'), { recursive: true });
  mkdirSync(path.join(root, 'avatars'));
  writeFileSync(path.join(root, 'voices/languages.json'), JSON.stringify([{ value: 'english' }, { value: 'chinese' }]));
  writeFileSync(path.join(root, 'voices/public/english.json'), JSON.stringify([{ id: 'english-a' }, { id: 'english-b' }]));
  writeFileSync(path.join(root, 'voices/public/chinese.json'), JSON.stringify([{ id: 'chinese-a' }]));
  writeFileSync(path.join(root, 'voices/public/notes.txt'), 'not a voice file');
  writeFileSync(path.join(root, 'avatars/library.json'), JSON.stringify({ avatars: [{ id: '1' }, { id: '2' }, { id: '3' }, { id: '4' }] }));
  return root;
}

describe('computeSiteFacts', () => {
  it('counts languages, voices across the public files and avatars', () => {
    expect(computeSiteFacts(writeContent())).toEqual({ languages: 2, voices: 3, avatars: 4 });
  });

  it('fills placeholders in every string of a nested value and names the unknown ones', () => {
    const filled = fillPlaceholders(
      { a: '{{voices}} voices in {{ languages }} languages', b: [{ c: '{{avatars}}' }], d: 3, e: '{{other}}' },
      { voices: 187, languages: 63, avatars: 42 },
    );
    expect(filled).toEqual({ a: '187 voices in 63 languages', b: [{ c: '42' }], d: 3, e: '{{other}}' });
    expect(findUnknownPlaceholders('{{voices}} {{other}} {{ avatars }} {{nope}}')).toEqual(['other', 'nope']);
  });
});
