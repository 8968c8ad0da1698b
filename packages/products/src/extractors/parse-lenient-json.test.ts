import { describe, expect, it } from 'vitest';
import { parseProductPage } from '../page/parse-product-page.ts';
import { readProductCorpusJson, readProductCorpusText } from '../testing/product-corpora.ts';
import { readJsonLdValues } from './extract-json-ld-product.ts';
import { parseLenientJson } from './parse-lenient-json.ts';

describe('parseLenientJson', () => {
  it('reads valid JSON as JSON.parse does, and leaves out null', () => {
    expect(parseLenientJson('{"a": [1, 2.5, "x"]}')).toEqual([{ a: [1, 2.5, 'x'] }]);
    expect(parseLenientJson('null')).toEqual([]);
    expect(parseLenientJson('   ')).toEqual([]);
  });

  it('repairs trailing commas, comments, raw line breaks, single quotes and stray escapes', () => {
    const text = `{
      // the product
      "name": "Lamp", /* inline */
      'brand': 'It\\'s Ours',
      "description": "line one
line two\tend",
      "path": "C:\\d",
      "offers": [{"price": "12.00",},],
    }`;
    expect(parseLenientJson(text)).toEqual([
      { name: 'Lamp', brand: "It's Ours", description: 'line one\nline two\tend', path: 'C:d', offers: [{ price: '12.00' }] },
    ]);
  });

  it('keeps comment-like text inside strings', () => {
    expect(parseLenientJson('{"url": "https://shop.example/a", "note": "/* not a comment */", "html": "<!-- kept -->",}')).toEqual([
      { url: 'https://shop.example/a', note: '/* not a comment */', html: '<!-- kept -->' },
    ]);
  });

  it('reads several values in one script, and strips an HTML comment or CDATA wrapper', () => {
    expect(parseLenientJson('{"@type": "Product"}\n{"@type": "Offer"}')).toEqual([{ '@type': 'Product' }, { '@type': 'Offer' }]);
    expect(parseLenientJson('{"a": 1},{"b": 2};[3]')).toEqual([{ a: 1 }, { b: 2 }, [3]]);
    expect(parseLenientJson('<!-- {"a": 1} -->')).toEqual([{ a: 1 }]);
    expect(parseLenientJson('//<![CDATA[\n{"a": 1}\n//]]>')).toEqual([{ a: 1 }]);
  });

  it('skips what cannot be repaired', () => {
    expect(parseLenientJson('{"a": }')).toEqual([]);
    expect(parseLenientJson('{"good": 1} {"bad": }')).toEqual([{ good: 1 }]);
  });
});

describe('readJsonLdValues over the malformed extruct samples', () => {
  it.each([
    ['custom.invalid', 'JSONLD_with_JS_comment'],
    ['custom.invalid', 'JSONLD_with_control_characters'],
    ['custom.invalid', 'JSONLD_with_control_characters_comment'],
    ['misc', 'null_ld_mock'],
  ])('%s/%s.html gives what extruct gives', async (folder, name) => {
    const html = await readProductCorpusText('product-pages', 'extruct-samples', folder, `${name}.html`);
    const expected = await readProductCorpusJson<unknown[]>('product-pages', 'extruct-samples', folder, `${name}.jsonld`);
    expect(readJsonLdValues(parseProductPage(html, 'https://example.com/').document)).toEqual(expected);
  });
});
