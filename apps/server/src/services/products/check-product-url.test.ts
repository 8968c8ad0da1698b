import { describe, expect, it } from 'vitest';
import { ApiError } from '../../plugins/api-error.ts';
import { checkProductUrl } from './check-product-url.ts';

const own = ['talkreel.example', 'localhost:3000'];
const messageOf = (raw: string): string => {
  try {
    checkProductUrl(raw, own);
    return 'ok';
  } catch (error) {
    return (error as ApiError).message;
  }
};

describe('checkProductUrl: the spec’s URL field rules', () => {
  it('refuses an empty link with 请添加网址', () => {
    expect(messageOf('')).toBe('请添加网址');
    expect(messageOf('   ')).toBe('请添加网址');
  });

  it('refuses links without a dot, to this product, or to a file with 请输入正确的网址', () => {
    for (const raw of [
      'shop',
      'https://talkreel.example/p/1',
      'http://localhost:3000/x.y',
      'https://shop.example/a.PNG',
      'shop.example/b.jpg',
      'https://a.b/c.jpeg',
      'https://a.b/v.mp4',
      'https://a.b/v.webm',
      'https://a.b/v.mov',
      'https://a.b/s.mp3',
      'ftp://shop.example/p',
      'javascript:alert(1).x',
    ]) {
      expect([raw, messageOf(raw)]).toEqual([raw, '请输入正确的网址']);
    }
  });

  it('normalises what it accepts', () => {
    expect(checkProductUrl('  shop.example/products/lamp  ', own)).toBe('https://shop.example/products/lamp');
    expect(checkProductUrl('http://Shop.Example/p?id=1', own)).toBe('http://shop.example/p?id=1');
    // The spec refuses links that end in a file extension; a page with a query after it is a page.
    expect(checkProductUrl('https://shop.example/lamp.png?size=2', own)).toBe('https://shop.example/lamp.png?size=2');
  });
});
