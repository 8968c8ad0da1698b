import { describe, expect, it } from 'vitest';
import type { FeatureBlockOf } from '../features/feature-block-schemas.ts';
import { blockTestContext, parseTestBlock } from './block-test-context.ts';
import { renderTemplateListWithContentBlock } from './render-template-list-with-content-block.ts';

const context = blockTestContext;
const parse = parseTestBlock;

describe('renderTemplateListWithContentBlock', () => {
  it('a card per site video with its poster, ratio badge and caption, linking to /templates', () => {
    const block = parse({
      kind: 'template-list-with-content',
      title: 'Start here',
      templateNames: ['clip$9:16', 'presenter$16:9'],
      captions: ['Phone', 'Player'],
    }) as FeatureBlockOf<'template-list-with-content'>;
    const html = renderTemplateListWithContentBlock(block, context);
    expect(html).toContain(
      '<a class="template-card ratio-9-16" href="/templates"><span class="template-poster"><img src="/site/videos/clip.jpg" width="720" height="1280"',
    );
    expect(html).toContain('<span class="ratio-badge">16:9 landscape</span></span><span class="template-caption">Player</span>');
    expect(html).toContain('<a class="button large" href="/templates">Open Templates</a>');
    expect(() => parse({ kind: 'template-list-with-content', title: 'x', templateNames: ['clip$9:16'], captions: ['a', 'b'] })).toThrow(/one caption per/u);
  });
});

describe('renderTemplateListWithContentBlock with the catalogue’s templates', () => {
  const block = parse({
    kind: 'template-list-with-content',
    title: 'Start here',
    templateNames: ['clip$9:16'],
    captions: ['Phone'],
  }) as FeatureBlockOf<'template-list-with-content'>;
  const template = (id: string, aspectRatio: 0 | 1 | 2, coverUrl = `/files/templates/${id}/cover.jpg`) => ({
    id,
    name: `Template <${id}>`,
    aspect_ratio: aspectRatio,
    cover_url: coverUrl,
    preview_url: `/files/templates/${id}/preview.mp4`,
  });

  it('shows each template’s cover, ratio and name, opening its preview dialog in the app', () => {
    const html = renderTemplateListWithContentBlock(block, { ...context, templates: [template('flash-sale', 1), template('news brief', 2)] });
    expect(html).toContain(
      '<a class="template-card ratio-16-9" href="/templates?templateId=flash-sale"><span class="template-poster"><img src="/files/templates/flash-sale/cover.jpg" width="1280" height="720"',
    );
    expect(html).toContain('<span class="ratio-badge">16:9 landscape</span></span><span class="template-caption">Template &#60;flash-sale&#62;</span>');
    expect(html).toContain('href="/templates?templateId=news+brief"');
    expect(html).toContain('<span class="ratio-badge">1:1 square</span>');
    // The site video no longer stands in; the button still leads to the gallery.
    expect(html).not.toContain('/site/videos/clip.jpg');
    expect(html.match(/class="template-card /gu)).toHaveLength(2);
    expect(html).toContain('<a class="button large" href="/templates">Open Templates</a>');
  });

  it('leaves out templates whose cover is not rendered yet, shows at most 12, and falls back to the site videos when none is left', () => {
    const many = Array.from({ length: 15 }, (_, index) => template(`t${index}`, 0));
    expect(renderTemplateListWithContentBlock(block, { ...context, templates: many }).match(/class="template-card /gu)).toHaveLength(12);
    const html = renderTemplateListWithContentBlock(block, { ...context, templates: [template('pending', 0, '')] });
    expect(html).toContain('<a class="template-card ratio-9-16" href="/templates"><span class="template-poster"><img src="/site/videos/clip.jpg"');
    expect(html).not.toContain('templateId=');
    expect(renderTemplateListWithContentBlock(block, { ...context, templates: [] })).toBe(renderTemplateListWithContentBlock(block, context));
  });
});
