import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from './decode-html-entities.ts';

describe('decodeHtmlEntities', () => {
  it('decodes named, decimal and hex references', () => {
    expect(decodeHtmlEntities('Tom &amp; Jerry&#39;s &quot;show&quot; &hellip; &#x1F600; &eacute;t&eacute;')).toBe('Tom & Jerry\'s "show" … 😀 été');
  });

  it('decodes one level only: "&amp;#39;" becomes "&#39;"', () => {
    expect(decodeHtmlEntities('it&amp;#39;s')).toBe('it&#39;s');
  });

  it('leaves unknown names, invalid code points and bare ampersands as written', () => {
    expect(decodeHtmlEntities('&bogus; &#0; &#xD800; &#1114112; AT&T & co')).toBe('&bogus; &#0; &#xD800; &#1114112; AT&T & co');
  });
});
