import type { BlogLanguage } from '../blog/blog-languages.ts';

/** The spec's ten feature pages (site-spec §2), in the order the explore carousel lists them. */
export const featureSlugs = [
  'talking-photo',
  'ai-human-generator',
  'talking-avatar',
  'custom-avatar',
  'avatar-library',
  'ai-voice-cloning',
  'text-to-video',
  'url-to-video',
  'ai-podcast-generator',
  'video-translator',
] as const;
export type FeatureSlug = (typeof featureSlugs)[number];

export function isFeatureSlug(value: string): value is FeatureSlug {
  return (featureSlugs as readonly string[]).includes(value);
}

/** Where the feature pages live: `/features/{slug}/` and `/zh-cn/features/{slug}/`. */
export const featurePath = (language: BlogLanguage, slug: string) => `${language === 'en' ? '' : `/${language}`}/features/${slug}/`;

/** Each built-in feature's name and one line, as the explore block shows it. */
export const builtInFeatureTexts: Record<BlogLanguage, Record<FeatureSlug, { name: string; description: string }>> = {
  en: {
    'talking-photo': { name: 'Talking Photo', description: 'Make one photo of a face speak your script or recording.' },
    'ai-human-generator': { name: 'AI Human Generator', description: 'Draw a new presenter to order: style, age, look and background.' },
    'talking-avatar': { name: 'Talking Avatar', description: 'An avatar presents a script of any length, with captions.' },
    'custom-avatar': { name: 'Custom Avatar', description: 'Turn a look you designed into your own reusable avatar.' },
    'avatar-library': { name: 'Avatar Library', description: 'Browse the public avatars by theme, gender, age and format.' },
    'ai-voice-cloning': { name: 'AI Voice Cloning', description: 'Record yourself: the closest built-in voice, or a true clone with ElevenLabs.' },
    'text-to-video': { name: 'Text to Video', description: 'A topic becomes a scene script, then a presenter video.' },
    'url-to-video': { name: 'URL to Video', description: 'A web page or YouTube link becomes a two-host video podcast.' },
    'ai-podcast-generator': { name: 'AI Podcast Generator', description: 'A page, PDF or recording becomes a two-host video podcast.' },
    'video-translator': { name: 'Video Translator', description: 'One avatar says your message in another language.' },
  },
  'zh-cn': {
    'talking-photo': { name: '照片说话', description: '让一张人脸照片说出你的脚本或录音。' },
    'ai-human-generator': { name: 'AI 数字人生成', description: '按需绘制新的主持人：风格、年龄、外观和背景。' },
    'talking-avatar': { name: '数字人说话视频', description: '数字人播报任意长度的脚本，并配有字幕。' },
    'custom-avatar': { name: '自定义数字人', description: '把你设计的形象变成可反复使用的数字人。' },
    'avatar-library': { name: '数字人库', description: '按主题、性别、年龄和画幅浏览公共数字人。' },
    'ai-voice-cloning': { name: 'AI 声音克隆', description: '录一段自己的声音：得到最接近的内置声音，接入 ElevenLabs 后可真正克隆。' },
    'text-to-video': { name: '文字转视频', description: '一个主题先变成分镜脚本，再变成主持人视频。' },
    'url-to-video': { name: '链接转视频', description: '网页或 YouTube 链接变成双人视频播客。' },
    'ai-podcast-generator': { name: 'AI 播客生成', description: '网页、PDF 或录音变成双人视频播客。' },
    'video-translator': { name: '视频翻译', description: '同一个数字人用另一种语言说出你的内容。' },
  },
};
