import { describe, expect, it } from 'vitest';
import { purgeUnusedCss } from './purge-css.ts';

const css = `
*,*::before{box-sizing:border-box}
body{margin:0}
.hero h1{font-size:56px}
.testimonial .stars,.hero .badge{color:#FF6B57}
.carousel.is-moving{transition:none}
.fade-ready main>.band{opacity:0}
.fade-ready main>.band.in-view{opacity:1}
.card:not(.is-active){opacity:.6}
.list :is(.a,.b){margin:0}
@font-face{font-family:Inter;src:url(/blog/fonts/inter.woff2)}
@keyframes rise{from{transform:translateY(24px)}to{transform:none}}
@media (max-width:600px){
.hero h1{font-size:34px}
.testimonial{padding:0}
}
@media (prefers-reduced-motion:reduce){.testimonial{animation:none}}
`;

describe('purgeUnusedCss', () => {
  it('keeps the rules of the classes on the page and of those its scripts add, and drops the rest', () => {
    const purged = purgeUnusedCss(css, {
      html: '<main><section class="band hero"><p class="badge">New</p><h1>Title</h1></section><div class="card">x</div><ul class="list"></ul></main>',
      scripts: ["document.documentElement.classList.add('fade-ready');band.classList.toggle('in-view',true)"],
    });
    expect(purged.split('\n')).toEqual([
      '*,*::before{box-sizing:border-box}',
      'body{margin:0}',
      '.hero h1{font-size:56px}',
      '.hero .badge{color:#FF6B57}',
      '.fade-ready main>.band{opacity:0}',
      '.fade-ready main>.band.in-view{opacity:1}',
      '.card:not(.is-active){opacity:.6}',
      '.list :is(.a,.b){margin:0}',
      '@font-face{font-family:Inter;src:url(/blog/fonts/inter.woff2)}',
      '@keyframes rise{from{transform:translateY(24px)}to{transform:none}}',
      '@media (max-width:600px){.hero h1{font-size:34px}}',
    ]);
  });

  it('keeps a class named in a script only as a whole word, not inside a longer name', () => {
    const purged = purgeUnusedCss('.moving{top:0}\n.is-moving{top:1px}', { html: '<p class="x"></p>', scripts: ["el.classList.add('is-moving-now')"] });
    expect(purged).toBe('');
  });

  it('keeps a rule for one selector of its list on the page, inside @media too, and drops every rule of an absent block', () => {
    const purged = purgeUnusedCss(css, { html: '<div class="testimonial"><span class="stars"></span></div>', scripts: [] });
    expect(purged).toContain('.testimonial .stars{color:#FF6B57}');
    expect(purged).toContain('@media (max-width:600px){.testimonial{padding:0}}');
    expect(purged).toContain('@media (prefers-reduced-motion:reduce){.testimonial{animation:none}}');
    expect(purged).not.toContain('.hero');
  });
});
