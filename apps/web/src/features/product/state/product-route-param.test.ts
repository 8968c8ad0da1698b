import { describe, expect, it } from 'vitest';
import { productPagePathForManual, productPagePathForProject, readProductLookupId } from './product-route-param.ts';

describe('the product page’s address (site §2)', () => {
  it('spells both entries', () => {
    expect(productPagePathForProject('7d4c2f8e-1b6a-4c3d-9e8f-0a1b2c3d4e5f')).toBe('/create/product?id=7d4c2f8e-1b6a-4c3d-9e8f-0a1b2c3d4e5f');
    expect(productPagePathForManual('prod_42')).toBe('/create/product?productId=prod_42&sub_type=2');
  });

  it('reads the product id first, then the project id', () => {
    expect(readProductLookupId(new URLSearchParams('id=abc'))).toBe('abc');
    expect(readProductLookupId(new URLSearchParams('productId=p1&sub_type=2&from=home'))).toBe('p1');
    expect(readProductLookupId(new URLSearchParams('productId=p1&id=abc'))).toBe('p1');
  });

  it('reads nothing from an address without an id or with one too long to be one', () => {
    expect(readProductLookupId(new URLSearchParams(''))).toBeNull();
    expect(readProductLookupId(new URLSearchParams('id=%20'))).toBeNull();
    expect(readProductLookupId(new URLSearchParams(`id=${'x'.repeat(101)}`))).toBeNull();
  });
});
