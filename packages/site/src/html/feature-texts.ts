import type { BlogLanguage } from '../blog/blog-languages.ts';

/** Every word the feature pages show around their content, in each language. */
interface FeatureTexts {
  home: string;
  /** The spec's default how-to button ('Try It Free Now'), kept as written in English. */
  tryItFreeNow: string;
  stepLabel: (stepNumber: number) => string;
  stepsLabel: string;
  getStarted: string;
  signIn: string;
  noCreditCard: string;
  notFoundTitle: string;
  notFoundText: string;
  /** The small mark on a review the content flags `isExample`, so no one takes it for a real customer. */
  exampleReview: string;
  rating: (stars: number) => string;
  previous: string;
  next: string;
  /** 'n of m', read by screen readers as a carousel moves. */
  position: (index: number | string, count: number | string) => string;
  /** The testimonial button's default: the sign-up action. */
  signUpFree: string;
  videoFilters: string;
  useCases: string;
  /** A template card's link: the app's Templates page. */
  openInTemplates: string;
  ratioLabels: Record<'9:16' | '16:9' | '1:1', string>;
  plan: {
    creditsPerMonth: (credits: string) => string;
    characters: (characters: string) => string;
    watermark: (canRemove: boolean) => string;
    lookTrials: (trials: string) => string;
    /** Talkreel is self-hosted: whoever runs it sets the prices, so the page names none. */
    priceNote: string;
    choose: (name: string) => string;
  };
  compareFeature: string;
  /**
   * The attribution beside a site video made from a photograph: the work
   * (linked to its source), its author, where it is published and its
   * licence (linked to the deed), all as HTML already escaped; `isShareAlike`
   * adds that the video is under the same licence.
   */
  photoCredit: (credit: { work: string; author: string; source: string; licence: string; isShareAlike: boolean }) => string;
}

export const featureTexts: Record<BlogLanguage, FeatureTexts> = {
  en: {
    home: 'Talkreel',
    tryItFreeNow: 'Try It Free Now',
    stepLabel: (stepNumber) => `STEP ${stepNumber}`,
    stepsLabel: 'Steps',
    getStarted: 'Get started',
    signIn: 'Sign in',
    noCreditCard: 'No credit card needed.',
    notFoundTitle: 'This page does not exist',
    notFoundText: 'The feature you asked for has no page yet. These do:',
    exampleReview: 'Example review',
    rating: (stars) => `Rated ${stars} out of 5`,
    previous: 'Previous',
    next: 'Next',
    position: (index, count) => `${index} of ${count}`,
    signUpFree: 'Sign up free',
    videoFilters: 'Filter the videos',
    useCases: 'Use cases',
    openInTemplates: 'Open Templates',
    ratioLabels: { '9:16': '9:16 portrait', '16:9': '16:9 landscape', '1:1': '1:1 square' },
    plan: {
      creditsPerMonth: (credits) => `${credits} credits a month`,
      characters: (characters) => `Scripts up to ${characters} characters`,
      watermark: (canRemove) => (canRemove ? 'No watermark' : "A small 'Made with Talkreel' mark"),
      lookTrials: (trials) => `${trials} free avatar look trials`,
      priceNote: 'Talkreel runs on your own server, so whoever runs it sets the prices. The credits and limits above are the ones this release ships with.',
      choose: (name) => `Start with ${name}`,
    },
    compareFeature: 'Feature',
    photoCredit: ({ work, author, source, licence, isShareAlike }) =>
      `Photo: ${work} by ${author}, from ${source}, ${licence}. Animated by Talkreel${isShareAlike ? '; this video is shared under the same licence' : ''}.`,
  },
  'zh-cn': {
    home: 'Talkreel',
    tryItFreeNow: '立即免费试用',
    stepLabel: (stepNumber) => `STEP ${stepNumber}`,
    stepsLabel: '步骤',
    getStarted: '开始使用',
    signIn: '登录',
    noCreditCard: '无需信用卡。',
    notFoundTitle: '页面不存在',
    notFoundText: '你要找的功能还没有页面。这些功能已有页面：',
    exampleReview: '示例评价',
    rating: (stars) => `评分 ${stars} 分（满分 5 分）`,
    previous: '上一个',
    next: '下一个',
    position: (index, count) => `第 ${index} 个，共 ${count} 个`,
    signUpFree: '免费注册',
    videoFilters: '筛选视频',
    useCases: '使用场景',
    openInTemplates: '打开模板',
    ratioLabels: { '9:16': '9:16 竖屏', '16:9': '16:9 横屏', '1:1': '1:1 方形' },
    plan: {
      creditsPerMonth: (credits) => `每月 ${credits} 积分`,
      characters: (characters) => `脚本最多 ${characters} 字`,
      watermark: (canRemove) => (canRemove ? '无水印' : '带一个小的 “Made with Talkreel” 标记'),
      lookTrials: (trials) => `${trials} 次免费数字人形象试用`,
      priceNote: 'Talkreel 运行在你自己的服务器上，价格由运营方自行设定。以上积分和额度是本版本自带的设置。',
      choose: (name) => `选择 ${name}`,
    },
    compareFeature: '功能',
    photoCredit: ({ work, author, source, licence, isShareAlike }) =>
      `照片：${work}，作者 ${author}，来自 ${source}，${licence} 许可。由 Talkreel 制作成会说话的视频${isShareAlike ? '，本视频以相同许可共享' : ''}。`,
  },
};
