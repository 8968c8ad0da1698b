import { PLANS } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { defaultFeaturePageSource } from '../features/feature-page-source.ts';
import { featureBlockKinds, type FeatureBlock } from '../features/feature-block-schemas.ts';
import { readFeaturePages } from '../features/load-feature-pages.ts';
import { escapeHtml } from './escape-html.ts';
import { getFilledFeaturePage, listPublishedSlugs, renderFeaturePage } from './render-feature-page.ts';

/** Keys whose strings a visitor reads (as text or as alt/aria text); others are names, links and settings. */
const shownKeys = new Set([
  'tag',
  'title',
  'subTitle',
  'desc',
  'description',
  'text',
  'content',
  'userName',
  'userPosition',
  'btnText',
  'feature',
  'firstColumn',
  'secondColumn',
  'price',
  'priceUnit',
  'extraInfo',
  'extraInfo2',
  'captions',
  'alt',
  'label',
  'prefix',
  'unit',
]);

/** Every string of a block a visitor should find in the page, with where it sits. */
function* shownTexts(value: unknown, key = '', at = ''): Generator<[string, string]> {
  if (typeof value === 'string') {
    if (shownKeys.has(key) && value.trim() !== '') yield [at, value];
  } else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* shownTexts(item, key, `${at}.${index}`);
  else if (value && typeof value === 'object') for (const [child, item] of Object.entries(value)) yield* shownTexts(item, child, `${at}.${child}`);
}

describe('the feature blocks, from the repository content', async () => {
  const pages = await readFeaturePages(defaultFeaturePageSource);
  const slugs = listPublishedSlugs(pages);

  it('renders a block of each of the 18 kinds somewhere in the pages', () => {
    expect(featureBlockKinds).toHaveLength(18);
    const used = new Set(slugs.flatMap((slug) => pages.pages.get(slug)!.en.blocks.map((block) => block.kind)));
    expect([...used].sort()).toEqual([...featureBlockKinds].sort());
  });

  for (const language of ['en', 'zh-cn'] as const) {
    it(`puts every block's text, title first, into the prerendered ${language} pages, one band per block`, () => {
      for (const slug of slugs) {
        const html = renderFeaturePage(pages, slug, language, 'https://talkreel.test')!;
        const page = getFilledFeaturePage(pages, slug, language)!;
        const bands = [...html.matchAll(/<section class="band block-([a-z-]+) tone-(white|tint|brand)/gu)].map((match) => match[1]);
        expect(bands, slug).toEqual(page.blocks.map((block) => block.kind));
        for (const [index, block] of page.blocks.entries()) {
          expect(html, `${slug} block ${index}`).toContain(`<h2 id="block-${index + 1}-title">${escapeHtml(block.title)}</h2>`);
          const missing = [...shownTexts(block)].filter(([, text]) => !html.includes(escapeHtml(text)));
          expect(missing, `${slug} block ${index} (${block.kind})`).toEqual([]);
        }
      }
    });
  }

  it('fills placeholders in the blocks: no {{fact}} reaches a page', () => {
    for (const slug of slugs)
      for (const language of ['en', 'zh-cn'] as const) expect(renderFeaturePage(pages, slug, language, 'https://talkreel.test')).not.toMatch(/\{\{/u);
  });

  it('shows the plans of the contract on the pricing block, with their credits', () => {
    const slug = slugs.find((candidate) => pages.pages.get(candidate)!.en.blocks.some((block: FeatureBlock) => block.kind === 'pricing'))!;
    const html = renderFeaturePage(pages, slug, 'en', 'https://talkreel.test')!;
    for (const plan of Object.values(PLANS)) {
      expect(html).toContain(`<h3>${plan.name}</h3><p class="plan-credits">${plan.monthlyCredits.toLocaleString('en-US')} credits a month</p>`);
    }
  });
});
