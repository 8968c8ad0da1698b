import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findApertiumPairs, findApertiumRoute, listApertiumLanguages, readApertiumPairs } from './apertium-pairs.ts';

/** The modes Debian's apertium-eng-spa, -eng-cat, -fr-es, -es-pt, -spa-ita, -es-ro, -es-gl and -spa-cat install. */
const debianModes = [
  'cat-eng.mode',
  'cat-eng_US.mode',
  'cat-spa.mode',
  'eco-es-fr.mode',
  'eco-fr-es.mode',
  'eng-cat.mode',
  'eng-cat_iec2017.mode',
  'eng-cat_valencia.mode',
  'eng-cat_valencia_uni_iec2017.mode',
  'eng-spa.mode',
  'es-fr.mode',
  'es-gl.mode',
  'es-pt.mode',
  'es-pt_BR.mode',
  'fr-es.mode',
  'gl-es.mode',
  'ita-spa.mode',
  'pt-es.mode',
  'ro-es.mode',
  'spa-cat.mode',
  'spa-cat_valencia.mode',
  'spa-eng.mode',
  'spa-eng_US.mode',
  'spa-ita.mode',
  'README',
];

describe('readApertiumPairs', () => {
  it('reads two- and three-letter mode names as ISO 639-1 directions and leaves variants out', () => {
    const pairs = readApertiumPairs(debianModes);
    expect(Object.fromEntries(pairs)).toEqual({
      'ca>en': 'cat-eng',
      'ca>es': 'cat-spa',
      'en>ca': 'eng-cat',
      'en>es': 'eng-spa',
      'es>fr': 'es-fr',
      'es>gl': 'es-gl',
      'es>pt': 'es-pt',
      'fr>es': 'fr-es',
      'gl>es': 'gl-es',
      'it>es': 'ita-spa',
      'pt>es': 'pt-es',
      'ro>es': 'ro-es',
      'es>ca': 'spa-cat',
      'es>en': 'spa-eng',
      'es>it': 'spa-ita',
    });
    expect(listApertiumLanguages(pairs)).toEqual(['ca', 'en', 'es', 'fr', 'gl', 'it', 'pt', 'ro']);
  });

  it('keeps the first of two modes for one direction, and skips unknown codes', () => {
    expect(Object.fromEntries(readApertiumPairs(['spa-eng.mode', 'es-en.mode', 'xyz-spa.mode', 'en-en.mode']))).toEqual({ 'es>en': 'es-en' });
  });
});

describe('findApertiumRoute', () => {
  const pairs = readApertiumPairs(debianModes);

  it('goes direct where a mode exists', () => {
    expect(findApertiumRoute(pairs, 'en', 'es')).toEqual([{ from: 'en', to: 'es', mode: 'eng-spa' }]);
    expect(findApertiumRoute(pairs, 'ca', 'en')).toEqual([{ from: 'ca', to: 'en', mode: 'cat-eng' }]);
  });

  it('pivots through Spanish', () => {
    expect(findApertiumRoute(pairs, 'en', 'fr')).toEqual([
      { from: 'en', to: 'es', mode: 'eng-spa' },
      { from: 'es', to: 'fr', mode: 'es-fr' },
    ]);
    expect(findApertiumRoute(pairs, 'ro', 'pt')?.map((hop) => hop.mode)).toEqual(['ro-es', 'es-pt']);
  });

  it('has no route where either half is missing', () => {
    expect(findApertiumRoute(pairs, 'en', 'ro')).toBeNull();
    expect(findApertiumRoute(pairs, 'en', 'zh')).toBeNull();
    expect(findApertiumRoute(pairs, 'de', 'es')).toBeNull();
    expect(findApertiumRoute(pairs, 'es', 'ro')).toBeNull();
  });

  it('needs no hop for the same language', () => {
    expect(findApertiumRoute(pairs, 'en', 'en')).toEqual([]);
  });
});

describe('findApertiumPairs', () => {
  it('reads a modes directory, and finds none where there is none', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'talkreel-modes-'));
    try {
      await writeFile(path.join(folder, 'eng-spa.mode'), '');
      await writeFile(path.join(folder, 'spa-eng_US.mode'), '');
      expect(Object.fromEntries(await findApertiumPairs(folder))).toEqual({ 'en>es': 'eng-spa' });
      expect((await findApertiumPairs(path.join(folder, 'missing'))).size).toBe(0);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
