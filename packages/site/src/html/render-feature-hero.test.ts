import { describe, expect, it } from 'vitest';
import { FeaturePageContentSchema } from '../features/feature-page-schema.ts';
import type { FeaturePages } from '../features/load-feature-pages.ts';
import { heroScript, renderFeatureHero } from './render-feature-hero.ts';

const pages: FeaturePages = {
  pages: new Map(),
  facts: { voices: 1, languages: 1, avatars: 1 },
  media: new Map([['wizard.png', { filePath: '/nowhere/wizard.png', widthPx: 1440, heightPx: 960 }]]),
  videos: new Map([
    ['translator-en', { widthPx: 1280, heightPx: 720 }],
    ['translator-es', { widthPx: 1280, heightPx: 720 }],
    ['clip', { widthPx: 720, heightPx: 1280 }],
    [
      'photo',
      {
        widthPx: 1280,
        heightPx: 720,
        photoCredit: {
          title: 'Portrait',
          author: 'A photographer',
          sourceName: 'Wikimedia Commons',
          sourceUrl: 'https://commons.wikimedia.org/wiki/File:Portrait.jpg',
          licence: 'CC BY 4.0',
          licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
        },
      },
    ],
  ]),
};

const page = (hero: object) =>
  FeaturePageContentSchema.parse({
    seo: { title: 'Title', description: 'A description long enough for the schema to accept it as one.' },
    hero: { headline: 'Say it again', badge: 'Badge', subTitle: 'Sub-title', button: { text: 'Go', link: '/long-video-from-text' }, ...hero },
    blocks: [{ kind: 'title-component', title: 'Title' }],
  });

const translator = page({
  media: { kind: 'video', video: { name: 'translator-en', alt: 'English line' }, cover: { file: 'wizard.png', alt: 'Cover' } },
  languageVideos: [
    { extraInfo: 'English', extraIcon: 'EN', video: { name: 'translator-en', alt: 'English line' } },
    { extraInfo: 'Spanish', video: { name: 'translator-es', alt: 'Spanish line' } },
  ],
});

describe('renderFeatureHero', () => {
  it('renders the translator banner: the first video with sound and controls, one link per language, the spec-labelled mute toggle', () => {
    const html = renderFeatureHero(translator, 'video-translator', 'en', pages);
    expect(html).toContain('<section class="feature-hero hero-language-videos">');
    expect(html).toContain(
      '<video src="/site/videos/translator-en.mp4" poster="/site/videos/translator-en.jpg" width="1280" height="720" aria-label="English line" controls playsinline preload="none"></video>',
    );
    expect([...html.matchAll(/<a class="language-option" href="([^"]+)"[^>]*>(.*?)<\/a>/gu)].map((match) => [match[1], match[2]])).toEqual([
      ['/site/videos/translator-en.mp4', '<span class="language-icon" aria-hidden="true">EN</span>English'],
      ['/site/videos/translator-es.mp4', 'Spanish'],
    ]);
    expect(html.match(/aria-current="true"/gu)).toHaveLength(1);
    expect(html).toContain('<span class="picker-label" id="language-picker-label">Hear it in</span>');
    // 静音 while the sound is on; the English page adds its words after the visible label, so the name starts with it.
    expect(html).toContain(
      '<button type="button" class="mute-toggle" hidden><span class="mute-label" lang="zh-CN">静音</span><span class="hero-sr mute-hint" data-when-sound-on="mute" data-when-muted="unmute"> (mute)</span></button>',
    );
    const chinese = renderFeatureHero(translator, 'video-translator', 'zh-cn', pages);
    expect(chinese).toContain('<button type="button" class="mute-toggle" hidden><span class="mute-label" lang="zh-CN">静音</span></button>');
    expect(chinese).toContain('>选择语言</span>');
  });

  it("credits a hero video's photograph under its frame, and its list videos' under their captions", () => {
    const html = renderFeatureHero(
      page({
        media: { kind: 'video', video: { name: 'photo', alt: 'A photo talking' }, cover: { file: 'wizard.png', alt: 'Cover' } },
        videoList: [{ video: { name: 'photo', alt: 'Again' }, extraInfo: 'From a photo' }, { video: { name: 'clip', alt: 'A clip' } }],
      }),
      'talking-photo',
      'en',
      pages,
    );
    expect(html).toMatch(
      /<figure class="hero-media"><div class="hero-frame"><video src="\/site\/videos\/photo\.mp4" [^>]+><\/video><\/div><figcaption class="photo-credit">Photo: <a href="https:\/\/commons\.wikimedia\.org\/wiki\/File:Portrait\.jpg" rel="noopener">Portrait<\/a> by A photographer, from Wikimedia Commons, <a href="https:\/\/creativecommons\.org\/licenses\/by\/4\.0\/" rel="license noopener">CC BY 4\.0<\/a>\. Animated by Talkreel\.<\/figcaption><\/figure>/u,
    );
    expect(html).toContain('<figcaption>From a photo</figcaption><p class="photo-credit">Photo: ');
    expect(html.match(/class="photo-credit"/gu)).toHaveLength(2);
  });

  it('ships the script only with the translator banner, with both of the spec labels in it', () => {
    const script = heroScript(translator, 'video-translator');
    expect(script).toContain('"whenSoundOn":"静音","whenMuted":"取消静音"');
    expect(script).not.toContain('<');
    expect(heroScript(page({ media: { kind: 'module', module: 'PhotoAvatar', image: { file: 'wizard.png', alt: 'Wizard' } } }), 'custom-avatar')).toBe('');
  });

  it('lays a PhotoAvatar module out full width, with the screen eager and sized', () => {
    const html = renderFeatureHero(
      page({ media: { kind: 'module', module: 'PhotoAvatar', image: { file: 'wizard.png', alt: 'Wizard' } } }),
      'custom-avatar',
      'en',
      pages,
    );
    expect(html).toMatch(/^<section class="feature-hero hero-full-width"><div class="wrap"><div class="hero-text">/u);
    const image = /<img [^>]+>/u.exec(html)?.[0] ?? '';
    expect(image).toMatch(/^<img src="\/site\/media\/wizard\.png" /u);
    expect(image).toContain(
      ' sizes="(max-width: 1160px) calc(100vw - 40px), 1120px" width="1440" height="960" alt="Wizard" decoding="async" fetchpriority="high">',
    );
    expect(html).not.toContain('loading="lazy"');
    const split = renderFeatureHero(
      page({ media: { kind: 'module', module: 'TalkingPhoto', image: { file: 'wizard.png', alt: 'Wizard' } } }),
      'talking-photo',
      'en',
      pages,
    );
    expect(split).toMatch(/^<section class="feature-hero"><div class="wrap">/u);
    expect(split).toContain(' sizes="(max-width: 960px) calc(100vw - 40px), 640px"');
  });

  it('renders the video list under the hero with its effect, title and captions, and no list without one', () => {
    const listed = (effect?: string) =>
      renderFeatureHero(
        page({
          media: { kind: 'module', module: 'AvatarLibrary', image: { file: 'wizard.png', alt: 'Wizard' } },
          videoListTitle: 'Made with Talkreel',
          videoList: [{ video: { name: 'clip', alt: 'A clip' }, extraInfo: 'One line' }, { video: { name: 'translator-es', alt: 'Spanish line' } }],
          ...(effect ? { videoListEffect: effect } : {}),
        }),
        'avatar-library',
        'en',
        pages,
      );
    const scale = listed('Scale');
    expect(scale).toContain(
      '</div><div class="wrap hero-videos effect-scale"><h2 class="hero-videos-title">Made with Talkreel</h2><ul class="hero-video-list"><li><figure><video',
    );
    expect(scale).toContain(
      'width="720" height="1280" aria-label="A clip" controls muted playsinline preload="none"></video><figcaption>One line</figcaption></figure></li>',
    );
    expect(scale.match(/<li><figure>/gu)).toHaveLength(2);
    expect(listed('TwoVideo')).toContain('class="wrap hero-videos effect-two-video"');
    expect(listed()).toContain('class="wrap hero-videos effect-row"');
    expect(renderFeatureHero(translator, 'video-translator', 'en', pages)).not.toContain('hero-videos');
  });

  it('renders the URL-to-video hero form as a GET to the app, with the hero button made secondary', () => {
    const html = renderFeatureHero(
      page({
        media: { kind: 'module', module: 'URLToVideo', image: { file: 'wizard.png', alt: 'Wizard' } },
        urlForm: { action: '/product-to-video', label: 'Product link', placeholder: 'https://shop.example.com/…', button: 'Make the video' },
      }),
      'url-to-video',
      'en',
      pages,
    );
    expect(html).toContain(
      '<p class="hero-sub">Sub-title</p><form class="hero-url-form" action="/product-to-video" method="get"><label for="hero-url">Product link</label><div class="hero-url-row"><input id="hero-url" name="url" type="text" inputmode="url" autocomplete="url" maxlength="2000" placeholder="https://shop.example.com/…"><button type="submit" class="button large">Make the video</button></div></form>',
    );
    expect(html).toContain('<div class="hero-actions"><a class="button large secondary" href="/long-video-from-text">Go</a></div>');
    const plain = renderFeatureHero(
      page({ media: { kind: 'module', module: 'TalkingPhoto', image: { file: 'wizard.png', alt: 'Wizard' } } }),
      'talking-photo',
      'en',
      pages,
    );
    expect(plain).not.toContain('hero-url-form');
    expect(plain).toContain('<a class="button large" href="/long-video-from-text">Go</a>');
    expect(() =>
      page({
        media: { kind: 'module', module: 'URLToVideo', image: { file: 'wizard.png', alt: 'Wizard' } },
        urlForm: { action: 'https://elsewhere.example/', label: 'Link', placeholder: 'x', button: 'Go' },
      }),
    ).toThrow();
  });
});
