import { describe, expect, it } from 'vitest';
import type { FeatureBlockOf } from '../features/feature-block-schemas.ts';
import type { SiteVideoInfo } from '../features/load-feature-pages.ts';
import type { PhotoCredit } from '../features/photo-credit.ts';
import { blockTestContext, parseTestBlock } from './block-test-context.ts';
import { renderPhotoCredit } from './render-photo-credit.ts';
import { renderTemplateListWithContentBlock } from './render-template-list-with-content-block.ts';
import { renderUseCaseBlock } from './render-use-case-block.ts';

const credit: PhotoCredit = {
  title: 'Portrait <2015>',
  author: 'Ana & Co',
  sourceName: 'Wikimedia Commons',
  sourceUrl: 'https://commons.wikimedia.org/wiki/File:Portrait.jpg',
  licence: 'CC BY-SA 3.0',
  licenceUrl: 'https://creativecommons.org/licenses/by-sa/3.0/',
};
const videos = new Map<string, SiteVideoInfo>([
  ['photo', { widthPx: 1280, heightPx: 720, photoCredit: credit }],
  ['clip', { widthPx: 720, heightPx: 1280 }],
]);

describe('renderPhotoCredit', () => {
  it('credits the work, linked to its source, its author, the source and the licence, linked to its deed, in each language', () => {
    const work = '<a href="https://commons.wikimedia.org/wiki/File:Portrait.jpg" rel="noopener">Portrait &#60;2015&#62;</a>';
    const licence = '<a href="https://creativecommons.org/licenses/by-sa/3.0/" rel="license noopener">CC BY-SA 3.0</a>';
    expect(renderPhotoCredit('photo', videos, 'en')).toBe(
      `<p class="photo-credit">Photo: ${work} by Ana &#38; Co, from Wikimedia Commons, ${licence}. Animated by Talkreel; this video is shared under the same licence.</p>`,
    );
    expect(renderPhotoCredit('photo', videos, 'zh-cn', { tag: 'figcaption' })).toBe(
      `<figcaption class="photo-credit">照片：${work}，作者 Ana &#38; Co，来自 Wikimedia Commons，${licence} 许可。由 Talkreel 制作成会说话的视频，本视频以相同许可共享。</figcaption>`,
    );
  });

  it('asks for the same licence only under share-alike, and credits nothing for a video of a library avatar', () => {
    const attribution = new Map([['photo', { widthPx: 1280, heightPx: 720, photoCredit: { ...credit, licence: 'CC BY 4.0' } }]]);
    expect(renderPhotoCredit('photo', attribution, 'en')).toMatch(/CC BY 4\.0<\/a>\. Animated by Talkreel\.<\/p>$/u);
    expect(renderPhotoCredit('clip', videos, 'en')).toBe('');
    expect(renderPhotoCredit('unknown', videos, 'en')).toBe('');
  });

  it('sits beside the player in a use case (a landscape one as wide as the stage) and beside the poster in a template list', () => {
    const context = { ...blockTestContext, videos };
    const useCase = parseTestBlock({
      kind: 'use-case',
      title: 'Uses',
      list: [
        { title: 'Photo', desc: 'A photo.', video: { name: 'photo', alt: 'A photo talking' } },
        { title: 'Clip', desc: 'A clip.', video: { name: 'clip', alt: 'A clip' } },
      ],
    }) as FeatureBlockOf<'use-case'>;
    const html = renderUseCaseBlock(useCase, context);
    expect(html).toMatch(/aria-label="A photo talking" muted playsinline preload="none"><\/video><p class="photo-credit">Photo: /u);
    expect(html.match(/class="photo-credit"/gu)).toHaveLength(1);
    // The landscape video fills the stage's width; the portrait one keeps the stage's height.
    expect(html).toContain('<div role="tabpanel" class="tree-stage-item is-landscape" id="b3-stage-0"');
    expect(html).toContain('<div role="tabpanel" class="tree-stage-item" id="b3-stage-1"');
    const templates = parseTestBlock({ kind: 'template-list-with-content', title: 'Start', templateNames: ['photo$16:9', 'clip$9:16'] });
    const list = renderTemplateListWithContentBlock(templates as FeatureBlockOf<'template-list-with-content'>, context);
    expect(list).toMatch(/<\/a><p class="photo-credit">Photo: .*<\/p><\/li><li><a class="template-card ratio-9-16"/u);
  });
});
