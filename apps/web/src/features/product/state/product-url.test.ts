import { productUrlFileExtensions } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { normalizeProductUrl, productUrlProblemOf } from './product-url.ts';

const APP_HOST = 'talkreel.example.com';

describe('productUrlProblemOf (site §5)', () => {
  it('asks for a link when the field is empty or blank', () => {
    expect(productUrlProblemOf('', APP_HOST)).toBe('empty');
    expect(productUrlProblemOf('   \t ', APP_HOST)).toBe('empty');
  });

  it('refuses a text without a dot', () => {
    expect(productUrlProblemOf('localhost', APP_HOST)).toBe('invalid');
    expect(productUrlProblemOf('https://shop/item', APP_HOST)).toBe('invalid');
    expect(productUrlProblemOf('hello world', APP_HOST)).toBe('invalid');
  });

  it('refuses a link that contains the app’s own host, whatever its case', () => {
    expect(productUrlProblemOf('https://talkreel.example.com/my-videos', APP_HOST)).toBe('invalid');
    expect(productUrlProblemOf('HTTPS://TALKREEL.EXAMPLE.COM', APP_HOST)).toBe('invalid');
    expect(productUrlProblemOf('https://127.0.0.1:3000/x', '127.0.0.1:3000')).toBe('invalid');
    // Another port of the same machine is another site (a local shop in the browser test).
    expect(productUrlProblemOf('http://127.0.0.1:4567/shop.html', '127.0.0.1:3000')).toBeNull();
  });

  it('refuses every file extension the contract names, also before a query and in capitals', () => {
    for (const extension of productUrlFileExtensions) {
      expect(productUrlProblemOf(`https://cdn.shop.example/item${extension}`, APP_HOST), extension).toBe('invalid');
      expect(productUrlProblemOf(`https://cdn.shop.example/item${extension.toUpperCase()}`, APP_HOST), extension).toBe('invalid');
      expect(productUrlProblemOf(`https://cdn.shop.example/item${extension}?width=800`, APP_HOST), extension).toBe('invalid');
    }
    expect(productUrlFileExtensions).toEqual(['.png', '.jpg', '.jpeg', '.mp4', '.webm', '.mov', '.mp3']);
  });

  it('takes product pages, with or without a scheme', () => {
    expect(productUrlProblemOf('https://www.amazon.com/dp/B0C1234567', APP_HOST)).toBeNull();
    expect(productUrlProblemOf('shop.example.com/products/mug', APP_HOST)).toBeNull();
    expect(productUrlProblemOf('  www.etsy.com/listing/123/mug  ', APP_HOST)).toBeNull();
    // A page whose name merely mentions a picture is still a page.
    expect(productUrlProblemOf('https://shop.example.com/jpg-frames', APP_HOST)).toBeNull();
  });

  it('refuses what is still no web address once normalised', () => {
    expect(productUrlProblemOf('ftp://files.example.com/item', APP_HOST)).toBe('invalid');
    expect(productUrlProblemOf('mailto:someone@example.com', APP_HOST)).toBe('invalid');
  });
});

describe('normalizeProductUrl', () => {
  it('trims and adds https:// when no scheme is written', () => {
    expect(normalizeProductUrl('  shop.example.com/products/mug ')).toBe('https://shop.example.com/products/mug');
    expect(normalizeProductUrl('//shop.example.com/a')).toBe('https://shop.example.com/a');
  });

  it('keeps the scheme that is written, and lower-cases the host only', () => {
    expect(normalizeProductUrl('http://Shop.Example.com/Products/Mug?Colour=Red')).toBe('http://shop.example.com/Products/Mug?Colour=Red');
    expect(normalizeProductUrl('HTTPS://shop.example.com')).toBe('https://shop.example.com/');
    expect(normalizeProductUrl('http://127.0.0.1:4567/shop.html')).toBe('http://127.0.0.1:4567/shop.html');
  });

  it('takes the link out of pasted words', () => {
    expect(normalizeProductUrl('Look at this mug! https://shop.example.com/mug?ref=share 20% off')).toBe('https://shop.example.com/mug?ref=share');
  });

  it('answers null for what is no http(s) address', () => {
    expect(normalizeProductUrl('ftp://files.example.com')).toBeNull();
    expect(normalizeProductUrl('https://')).toBeNull();
  });
});
