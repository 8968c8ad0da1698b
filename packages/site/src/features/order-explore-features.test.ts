import { describe, expect, it } from 'vitest';
import { featureSlugs } from './built-in-features.ts';
import { orderExploreFeatures } from './order-explore-features.ts';

const allPublished = new Set(featureSlugs);

describe('orderExploreFeatures', () => {
  it('lists the ten built-in features minus the current page, in the spec order', () => {
    const items = orderExploreFeatures({ language: 'en', currentSlug: 'talking-photo', publishedSlugs: allPublished, featureList: [], defaultListSort: '' });
    expect(items.map((item) => item.path)).toEqual(featureSlugs.filter((slug) => slug !== 'talking-photo').map((slug) => `/features/${slug}/`));
    expect(items).toHaveLength(9);
  });

  it('extends by featureList, de-duplicates by name (first wins, case-insensitive) and drops the current page', () => {
    const items = orderExploreFeatures({
      language: 'en',
      currentSlug: 'text-to-video',
      publishedSlugs: new Set(['talking-photo', 'text-to-video', 'ai-podcast-generator']),
      featureList: [
        { name: 'Voices', description: 'Voice library', path: '/voice' },
        { name: 'talking photo', description: 'A duplicate by name', path: '/elsewhere' },
        { name: 'Voices', description: 'A second Voices', path: '/voice-2' },
        { name: 'Back here', description: 'The current page again', path: '/features/text-to-video/' },
      ],
      defaultListSort: '',
    });
    expect(items.map((item) => [item.name, item.path])).toEqual([
      ['Talking Photo', '/features/talking-photo/'],
      ['AI Podcast Generator', '/features/ai-podcast-generator/'],
      ['Voices', '/voice'],
    ]);
  });

  it('orders by defaultListSort: named items first in that order, the rest keep theirs; unknown names are ignored', () => {
    const items = orderExploreFeatures({
      language: 'zh-cn',
      currentSlug: 'ai-podcast-generator',
      publishedSlugs: new Set(['talking-photo', 'text-to-video', 'ai-podcast-generator', 'avatar-library']),
      featureList: [{ name: '声音库', description: '声音', path: '/voice' }],
      defaultListSort: ' 声音库 ,文字转视频, 不存在',
    });
    expect(items.map((item) => item.name)).toEqual(['声音库', '文字转视频', '照片说话', '数字人库']);
    expect(items[1]?.path).toBe('/zh-cn/features/text-to-video/');
  });
});
