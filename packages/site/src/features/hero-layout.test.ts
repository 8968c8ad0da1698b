import { describe, expect, it } from 'vitest';
import { FeatureHeroSchema } from './feature-page-schema.ts';
import { getHeroLayout } from './hero-layout.ts';

const base = { headline: 'Headline', badge: 'Badge', subTitle: 'Sub-title', button: { text: 'Go', link: '/go' } };
const screen = (module: string) => ({ kind: 'module', module, image: { file: 'a.png', alt: 'A screen' } });
const video = (name: string) => ({ name, alt: `Video ${name}` });
const languageVideos = [
  { extraInfo: 'English', extraIcon: 'EN', video: video('translator-en') },
  { extraInfo: 'Spanish', video: video('translator-es') },
];
const videoHero = (name: string) => ({ kind: 'video', video: video(name), cover: { file: 'c.png', alt: 'Cover' } });

describe('getHeroLayout', () => {
  it('gives the translator banner to a hero with language videos, the full-width hero to a PhotoAvatar module, and text beside media otherwise', () => {
    expect(getHeroLayout(FeatureHeroSchema.parse({ ...base, media: videoHero('translator-en'), languageVideos }))).toBe('language-videos');
    expect(getHeroLayout(FeatureHeroSchema.parse({ ...base, media: screen('PhotoAvatar') }))).toBe('full-width');
    expect(getHeroLayout(FeatureHeroSchema.parse({ ...base, media: screen('TalkingPhoto') }))).toBe('split');
    expect(getHeroLayout(FeatureHeroSchema.parse({ ...base, media: videoHero('talking-avatar-presenter') }))).toBe('split');
  });
});

describe('FeatureHeroSchema variants', () => {
  const messages = (hero: object) => {
    const result = FeatureHeroSchema.safeParse({ ...base, ...hero });
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('requires the hero video to be the first language video, since it is what plays before a language is picked', () => {
    expect(messages({ media: videoHero('translator-en'), languageVideos })).toEqual([]);
    expect(messages({ media: videoHero('translator-es'), languageVideos })).toEqual([
      'media: must be the video of the first languageVideos entry (it is what plays before a language is picked)',
    ]);
    expect(messages({ media: screen('None'), languageVideos })).toHaveLength(1);
    expect(messages({ media: videoHero('translator-en'), languageVideos: languageVideos.slice(0, 1) })[0]).toMatch(/^languageVideos: /u);
  });

  it("holds 'TwoVideo' to two videos and refuses an effect or a title without a list", () => {
    const list = [{ video: video('a') }, { video: video('b'), extraInfo: 'B' }, { video: video('c') }];
    expect(messages({ media: screen('None'), videoList: list.slice(0, 2), videoListEffect: 'TwoVideo' })).toEqual([]);
    expect(messages({ media: screen('None'), videoList: list, videoListEffect: 'TwoVideo' })).toEqual([
      "videoList: must hold exactly two videos with videoListEffect 'TwoVideo'",
    ]);
    expect(messages({ media: screen('None'), videoListEffect: 'Scale' })).toEqual(['videoList: is required when videoListEffect or videoListTitle is given']);
    expect(messages({ media: screen('None'), videoListTitle: 'Made with Talkreel' })).toEqual([
      'videoList: is required when videoListEffect or videoListTitle is given',
    ]);
    expect(messages({ media: screen('None'), videoList: list, videoListEffect: 'Spin' })[0]).toMatch(/^videoListEffect: /u);
  });
});
