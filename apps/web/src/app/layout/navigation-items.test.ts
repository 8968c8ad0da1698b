import { describe, expect, it } from 'vitest';
import { EN_TRANSLATION, ZH_CN_TRANSLATION } from '../i18n/translations.ts';
import { NAVIGATION_ITEMS, ROUTES_NOT_BUILT } from './navigation-items.ts';

function lookUp(strings: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), strings);
}

function keyPaths(node: unknown, prefix = ''): string[] {
  if (!node || typeof node !== 'object') return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key));
}

describe('the sidebar and the strings the features register', () => {
  it('lists the spec’s sections in order, built ones from their features', () => {
    expect(NAVIGATION_ITEMS.map((item) => item.path)).toEqual([
      '/',
      '/avatars',
      '/talking-photo',
      '/video-podcast',
      '/text-to-video',
      '/long-video-from-text',
      '/voice',
      '/templates',
      '/product-to-video',
      '/video-translation',
      '/my-videos',
    ]);
    expect(NAVIGATION_ITEMS.map((item) => lookUp(EN_TRANSLATION, item.labelKey))).toEqual([
      'Home',
      'Avatars',
      'Talking Photo',
      'Video Podcast',
      'Text to Video',
      'Long video from text',
      'Voices',
      'Templates',
      'Product to Video',
      'Video Translation',
      'My Videos',
    ]);
    for (const item of NAVIGATION_ITEMS) expect(typeof lookUp(ZH_CN_TRANSLATION, item.labelKey), item.labelKey).toBe('string');
  });

  it('has no linked address left that is not built: the video translator’s button has its page and sidebar entry', () => {
    expect(ROUTES_NOT_BUILT).toEqual([]);
    expect(NAVIGATION_ITEMS.find((item) => item.path === '/video-translation')?.labelKey).toBe('nav.videoTranslation');
    expect(lookUp(ZH_CN_TRANSLATION, 'nav.videoTranslation')).toBe('视频翻译');
  });

  it('has every feature’s strings in both languages, with the same keys', () => {
    expect(Object.keys(EN_TRANSLATION)).toEqual(
      expect.arrayContaining([
        'videos',
        'player',
        'voices',
        'auth',
        'account',
        'credits',
        'legal',
        'home',
        'create',
        'templates',
        'product',
        'videoTranslation',
        'nav',
        'upload',
      ]),
    );
    // Dictionaries keyed by stored values may differ in their keys; everything else must match.
    const comparable = (paths: string[]) => paths.filter((path) => !path.startsWith('voices.labels.') && !path.startsWith('credits.history.reasons.')).sort();
    expect(comparable(keyPaths(ZH_CN_TRANSLATION))).toEqual(comparable(keyPaths(EN_TRANSLATION)));
  });
});
