import { describe, expect, it } from 'vitest';
import { readProductCorpusText } from '../testing/product-corpora.ts';
import { isBlockedPage } from './detect-blocked-page.ts';

describe('isBlockedPage', () => {
  it.each([
    ['Amazon robot check', '<html><head><title>Robot Check</title></head><body><form action="/errors/validateCaptcha"></form></body></html>'],
    ['Cloudflare challenge', '<html><head><title>Just a moment...</title></head><body><script>window._cf_chl_opt={cType:"managed"}</script></body></html>'],
    ['Cloudflare block', '<html><head><title>Attention Required! | Cloudflare</title></head></html>'],
    ['DataDome captcha', '<html><body><iframe src="https://geo.captcha-delivery.com/captcha/?initialCid=x"></iframe></body></html>'],
    ['PerimeterX captcha', '<html><body><div id="px-captcha"></div></body></html>'],
    ['Akamai denial', "<html><head><title>Access Denied</title></head><body>You don't have permission. Reference #18.2f5d3e17.1690000000.1a2b3c</body></html>"],
  ])('recognises a %s', (_name, html) => {
    expect(isBlockedPage(html)).toBe(true);
  });

  it('lets real product pages through, Cloudflare’s bot scripts on a passed page included', async () => {
    for (const shop of ['amazon', 'etsy', 'costco', 'overstock']) {
      expect(isBlockedPage(await readProductCorpusText('product-pages', 'real-shop-pages', `${shop}.html`)), shop).toBe(false);
    }
    expect(isBlockedPage('<html><head><title>Lamp</title><script src="/cdn-cgi/challenge-platform/scripts/jsd/main.js"></script></head></html>')).toBe(false);
  });
});
