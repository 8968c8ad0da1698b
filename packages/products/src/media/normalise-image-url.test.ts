import { describe, expect, it } from 'vitest';
import { isUnwantedImage } from './is-unwanted-image.ts';
import { normaliseImageUrl } from './normalise-image-url.ts';

describe('normaliseImageUrl', () => {
  it.each([
    ['https://cdn.shopify.com/s/files/1/0555/products/shirt_100x100.jpg?v=17', 'https://cdn.shopify.com/s/files/1/0555/products/shirt.jpg?v=17'],
    ['https://cdn.shopify.com/s/files/1/0555/products/shirt_x600@2x.png', 'https://cdn.shopify.com/s/files/1/0555/products/shirt.png'],
    ['https://cdn.shopify.com/s/files/1/0555/products/shirt_grande.jpg', 'https://cdn.shopify.com/s/files/1/0555/products/shirt.jpg'],
    ['https://store.example/cdn/shop/files/shirt.jpg?v=1&width=360', 'https://store.example/cdn/shop/files/shirt.jpg?v=1'],
    ['https://m.media-amazon.com/images/I/71mo6NjnxaL._AC_SX300_.jpg', 'https://m.media-amazon.com/images/I/71mo6NjnxaL.jpg'],
    ['https://images-na.ssl-images-amazon.com/images/I/31V6Jtnit3L._AC_SR38,50_.jpg', 'https://images-na.ssl-images-amazon.com/images/I/31V6Jtnit3L.jpg'],
    [
      'https://i.etsystatic.com/1/r/il/da5710/2446305498/il_570xN.2446305498_opq0.jpg',
      'https://i.etsystatic.com/1/r/il/da5710/2446305498/il_fullxfull.2446305498_opq0.jpg',
    ],
    ['https://shop.example/wp-content/uploads/2024/01/mug-300x300.jpg', 'https://shop.example/wp-content/uploads/2024/01/mug.jpg'],
    ['https://www.fye.com/dw/image/v2/x/fye_0.jpg?sw=272', 'https://www.fye.com/dw/image/v2/x/fye_0.jpg'],
  ])('%s → %s', (address, expected) => {
    expect(normaliseImageUrl(address)).toMatchObject({ url: expected, isRewritten: true });
  });

  it('leaves identity parameters and unknown hosts’ names alone, and compares http with https', () => {
    const costco = 'https://images.costco-static.com/ImageDelivery/imageService?profileId=12026540&imageId=100432602-847__1&recipeName=350';
    expect(normaliseImageUrl(costco)).toEqual({ url: costco, key: costco.replace('https:', ''), isRewritten: false });
    expect(normaliseImageUrl('https://cdn.example/poster_24x36.jpg').url).toBe('https://cdn.example/poster_24x36.jpg');
    expect(normaliseImageUrl('http://cdn.example/a.jpg').key).toBe(normaliseImageUrl('https://cdn.example/a.jpg').key);
  });
});

describe('isUnwantedImage', () => {
  it.each([
    ['https://shop.example/logo.svg'],
    ['https://shop.example/assets/store-logo.png'],
    ['https://shop.example/icons/cart.png'],
    ['https://images-na.ssl-images-amazon.com/images/G/01/x-locale/common/transparent-pixel.gif'],
    ['https://www.facebook.com/tr?id=1&ev=PageView'],
    ['data:image/gif;base64,R0lGODlhAQABAAAAACw='],
  ])('drops %s', (url) => {
    expect(isUnwantedImage({ url })).toBe(true);
  });

  it('drops pictures known to be small, keeps product shots', () => {
    expect(isUnwantedImage({ url: 'https://shop.example/p/mug.jpg', width: 64, height: 64 })).toBe(true);
    expect(isUnwantedImage({ url: 'https://shop.example/p/mug.jpg', width: 1200, height: 99 })).toBe(true);
    expect(isUnwantedImage({ url: 'https://shop.example/p/mug.jpg', width: 100, height: 100 })).toBe(false);
    expect(isUnwantedImage({ url: 'https://shop.example/p/catalogue-mug.jpg' })).toBe(false);
  });
});
