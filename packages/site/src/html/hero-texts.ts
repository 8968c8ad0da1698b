import type { BlogLanguage } from '../blog/blog-languages.ts';

/**
 * The mute toggle's visible label, the spec's own text on both language
 * versions: it names what a press does (静音 while the sound is on, 取消静音
 * while muted).
 */
export const muteToggleLabels = { whenSoundOn: '静音', whenMuted: '取消静音' } as const;

interface HeroTexts {
  languagePicker: string;
  /**
   * Words read after the Chinese label where the page is in another language,
   * so the accessible name starts with the visible label (WCAG 2.5.3) and
   * still says what it does; undefined where the label is the page's language.
   */
  muteHint?: { whenSoundOn: string; whenMuted: string };
}

export const heroTexts: Record<BlogLanguage, HeroTexts> = {
  en: { languagePicker: 'Hear it in', muteHint: { whenSoundOn: 'mute', whenMuted: 'unmute' } },
  'zh-cn': { languagePicker: '选择语言' },
};
