import { describe, expect, it } from 'vitest';
import { getScriptLanguage } from '../language/script-language.ts';
import { readCorpusProduct } from './corpus-products.fixture.ts';
import { extractProductFeatures } from './extract-product-features.ts';

const english = getScriptLanguage('english');
const chinese = getScriptLanguage('chinese');

describe('extractProductFeatures', () => {
  it('reads bullet points as sentences, leaves out shop talk and prices, and keeps the best in the description’s order', () => {
    const description = [
      'Soft, flicker-free light for long evenings of reading and work.',
      '• Three colour temperatures and five brightness levels',
      '✓ Flicker-free LEDs that are easy on the eyes',
      '1. Folds flat to slip into a backpack',
      '2) Only $49.99 today!',
      'Add to cart now. Free shipping on orders over $25. See www.example.com for details.',
    ].join('\n');
    const features = extractProductFeatures({ title: 'Aurora LED Desk Lamp', description }, english, { count: 10, maxUnits: 20 });
    expect(features).toEqual([
      'Soft, flicker-free light for long evenings of reading and work.',
      'Three colour temperatures and five brightness levels.',
      'Flicker-free LEDs that are easy on the eyes.',
      'Folds flat to slip into a backpack.',
    ]);
  });

  it('ranks by what the description is mostly about when it has more than it needs', () => {
    const description =
      'This kettle boils water in three minutes. The kettle keeps water warm for an hour. Our company was founded in 1990. Water tastes better from a steel kettle.';
    const features = extractProductFeatures({ title: 'Steel Kettle', description }, english, { count: 2, maxUnits: 20 });
    expect(features).toHaveLength(2);
    expect(features).not.toContain('Our company was founded in 1990.');
    expect(features.every((feature) => feature.includes('kettle') || feature.includes('water'))).toBe(true);
  });

  it('keeps a decimal at the start, cuts a long sentence at a clause break that fits, and leaves out one that repeats the title', () => {
    const microwave = readCorpusProduct('eg-0010');
    expect(extractProductFeatures(microwave, english, { count: 4, maxUnits: 9 })).toEqual(['0.7 cubic feet countertop microwave.']);
    expect(extractProductFeatures(microwave, english, { count: 4, maxUnits: 25 })).toEqual([
      '0.7 cubic feet countertop microwave.',
      'Has six preset cooking categories and convenience features like Add-A-Minute and Child Lock.',
    ]);
    const cut = extractProductFeatures(
      { title: 'Trail Shoe', description: 'Grippy outsole for wet rock, which keeps you steady on the steepest and muddiest trails of the whole season.' },
      english,
      { count: 2, maxUnits: 8 },
    );
    expect(cut).toEqual(['Grippy outsole for wet rock.']);
    expect(extractProductFeatures({ title: 'Crew neck white t-shirt', description: 'White crew neck t-shirt.' }, english, { count: 2, maxUnits: 20 })).toEqual(
      [],
    );
  });

  it('takes the listed features first, and Chinese sentences by 。 and ；', () => {
    const features = extractProductFeatures(
      { title: '极光护眼台灯', description: '三档亮度，随心调节；无频闪LED光源，长时间阅读也不累眼。', features: ['可折叠设计'] },
      chinese,
      { count: 3, maxUnits: 30 },
    );
    expect(features).toEqual(['可折叠设计。', '三档亮度，随心调节。', '无频闪LED光源，长时间阅读也不累眼。']);
  });
});
