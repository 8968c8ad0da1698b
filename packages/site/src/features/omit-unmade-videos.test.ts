import { describe, expect, it } from 'vitest';
import { omitUnmadeVideos } from './omit-unmade-videos.ts';

const video = (name: string) => ({ name, alt: `${name} clip` });

describe('omitUnmadeVideos', () => {
  const page = {
    hero: {
      media: { kind: 'video', video: video('hello-en') },
      languageVideos: [
        { extraInfo: 'English', video: video('hello-en') },
        { extraInfo: 'Spanish', video: video('hello-es') },
        { extraInfo: 'Chinese', video: video('hello-zh') },
      ],
    },
    blocks: [
      {
        kind: 'demo-section',
        videoList: [
          { extraInfo: 'Chinese', video: video('hello-zh') },
          { extraInfo: 'Podcast', video: video('duo') },
        ],
      },
      { kind: 'faq-list', list: [{ title: 'Why?', content: 'Because.' }] },
    ],
  };

  it('drops every list item whose video cannot be made, wherever it is, and keeps the rest as it was', () => {
    const kept = omitUnmadeVideos(page, new Set(['hello-zh']));
    expect(kept.hero.languageVideos.map((entry) => entry.extraInfo)).toEqual(['English', 'Spanish']);
    expect(kept.blocks[0]!.videoList!.map((item) => item.video.name)).toEqual(['duo']);
    expect(kept.blocks[1]).toEqual(page.blocks[1]);
    // The content it was given is not changed.
    expect(page.hero.languageVideos).toHaveLength(3);
  });

  it("keeps a video that is not a list item (the hero's own), and gives the content back as it is when nothing is unmade", () => {
    expect(omitUnmadeVideos(page, new Set(['hello-en'])).hero.media.video.name).toBe('hello-en');
    expect(omitUnmadeVideos(page, new Set(['hello-en'])).hero.languageVideos.map((entry) => entry.extraInfo)).toEqual(['Spanish', 'Chinese']);
    expect(omitUnmadeVideos(page, new Set())).toBe(page);
  });
});
