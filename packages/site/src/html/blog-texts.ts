import type { BlogLanguage } from '../blog/blog-languages.ts';

/** Every word the blog's pages show around the articles, in each language. */
export interface BlogTexts {
  htmlLang: string;
  /** The BCP 47 tag for hreflang and Open Graph. */
  hreflang: string;
  ogLocale: string;
  languageName: string;
  blogTitle: string;
  blogDescription: string;
  blog: string;
  signIn: string;
  tryTalkreel: string;
  minutesToRead: (minutes: number) => string;
  updatedOn: (date: string) => string;
  by: string;
  source: string;
  previousArticle: string;
  nextArticle: string;
  related: string;
  allArticles: string;
  categoryTitle: (name: string) => string;
  authorTitle: (name: string) => string;
  articleCount: (count: number) => string;
  newerPage: string;
  olderPage: string;
  pageOf: (page: number, pageCount: number) => string;
  rssFeed: string;
  breadcrumb: string;
  ctaTitle: string;
  ctaText: string;
  /** The app's tools (footer, an article's call to action); the feature pages are in the header's menu. */
  features: { path: string; label: string }[];
  /** The header's menu of feature pages. */
  featuresMenu: string;
  /** The phone menu button's accessible name. */
  menu: string;
  /** The feature pages an article ends with. */
  relatedFeatures: string;
  dateLocale: string;
}

const english: BlogTexts = {
  htmlLang: 'en',
  hreflang: 'en',
  ogLocale: 'en_US',
  languageName: 'English',
  blogTitle: 'Talkreel Blog',
  blogDescription: 'Guides and tips for making AI talking videos, video podcasts and voices with Talkreel, the self-hostable avatar studio.',
  blog: 'Blog',
  signIn: 'Sign in',
  tryTalkreel: 'Try Talkreel',
  minutesToRead: (minutes) => `${minutes} min read`,
  updatedOn: (date) => `Updated ${date}`,
  by: 'By',
  source: 'Source',
  previousArticle: 'Previous article',
  nextArticle: 'Next article',
  related: 'Related articles',
  allArticles: 'All articles',
  categoryTitle: (name) => `${name}`,
  authorTitle: (name) => `Articles by ${name}`,
  articleCount: (count) => `${count} ${count === 1 ? 'article' : 'articles'}`,
  newerPage: '← Newer',
  olderPage: 'Older →',
  pageOf: (page, pageCount) => `Page ${page} of ${pageCount}`,
  rssFeed: 'RSS feed',
  breadcrumb: 'Breadcrumb',
  ctaTitle: 'Make your own talking video',
  ctaText: 'Talkreel turns a photo, a script or a link into a video that speaks. Free to start, and it runs on your own server.',
  features: [
    { path: '/talking-photo', label: 'Talking Photo' },
    { path: '/video-podcast', label: 'Video Podcast' },
    { path: '/text-to-video', label: 'Text to Video' },
    { path: '/voice', label: 'Voices' },
  ],
  featuresMenu: 'Features',
  menu: 'Menu',
  relatedFeatures: 'Related features',
  dateLocale: 'en-US',
};

const simplifiedChinese: BlogTexts = {
  htmlLang: 'zh-CN',
  hreflang: 'zh-CN',
  ogLocale: 'zh_CN',
  languageName: '简体中文',
  blogTitle: 'Talkreel 博客',
  blogDescription: '使用 Talkreel 制作 AI 说话视频、视频播客和配音的指南与技巧。Talkreel 是一款可自托管的数字人视频工具。',
  blog: '博客',
  signIn: '登录',
  tryTalkreel: '试用 Talkreel',
  minutesToRead: (minutes) => `阅读约 ${minutes} 分钟`,
  updatedOn: (date) => `更新于 ${date}`,
  by: '作者',
  source: '来源',
  previousArticle: '上一篇',
  nextArticle: '下一篇',
  related: '相关文章',
  allArticles: '全部文章',
  categoryTitle: (name) => `${name}`,
  authorTitle: (name) => `${name} 的文章`,
  articleCount: (count) => `${count} 篇文章`,
  newerPage: '← 较新',
  olderPage: '较早 →',
  pageOf: (page, pageCount) => `第 ${page} / ${pageCount} 页`,
  rssFeed: 'RSS 订阅',
  breadcrumb: '面包屑导航',
  ctaTitle: '制作你自己的说话视频',
  ctaText: 'Talkreel 能把一张照片、一段脚本或一个链接变成会说话的视频。免费开始，并可运行在你自己的服务器上。',
  features: [
    { path: '/talking-photo', label: '照片说话' },
    { path: '/video-podcast', label: '视频播客' },
    { path: '/text-to-video', label: '文字转视频' },
    { path: '/voice', label: '声音' },
  ],
  featuresMenu: '功能',
  menu: '菜单',
  relatedFeatures: '相关功能',
  dateLocale: 'zh-CN',
};

export const blogTexts: Record<BlogLanguage, BlogTexts> = { en: english, 'zh-cn': simplifiedChinese };

/** A YYYY-MM-DD date as the language writes it ('Apr 1, 2026', '2026年4月1日'). */
export function formatBlogDate(date: string, language: BlogLanguage): string {
  return new Intl.DateTimeFormat(blogTexts[language].dateLocale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
