import type { enApp } from './en.ts';

/** 应用外壳（顶栏、侧边栏、上传组件、404 页）的简体中文文本；各功能的文本在 features/<name>/i18n。 */
export const zhCnApp: typeof enApp = {
  app: {
    name: 'Talkreel',
    tagline: '由逼真 AI 数字人驱动的 AI 视频生成器',
  },
  nav: {
    mainNavigation: '主导航',
    openNavigation: '打开导航',
    collapseSidebar: '收起侧边栏',
    expandSidebar: '展开侧边栏',
    home: '首页',
    videoPodcast: '视频播客',
    textToVideo: '文字转视频',
    productToVideo: '商品转视频',
    videoTranslation: '视频翻译',
    batchMode: '批量模式',
    termsOfUse: '使用条款',
    privacyPolicy: '隐私政策',
  },
  topBar: {
    credits: '积分',
    plan: '套餐',
    upgrade: '升级',
    language: '语言',
  },
  plans: { Free: '免费版', Starter: '入门版', Pro: '专业版', Business: '商业版' },
  section: {
    notBuilt: '当前版本的 Talkreel 尚未提供「{{section}}」。',
  },
  notFound: {
    title: '页面不存在',
    body: '此地址没有对应的页面。',
    backHome: '返回首页',
  },
  upload: {
    dropHere: '将文件拖到此处，或',
    selectFile: '选择文件',
    allowed: '{{kinds}} · 最大 {{maxMb}}MB',
    uploading: '上传中...',
    progressLabel: '上传进度',
    reupload: '重新上传',
    fileKind: '{{kind}} 文件',
    unsupportedFileType: '不支持的文件类型！',
    busy: '正在上传，请稍候！',
    tooLarge: '文件不能超过 {{maxMb}}MB，请上传更小的文件',
    movConversionFailed: 'MOV 文件转换失败。',
    convertingTitle: '正在转换视频',
    convertingSubtitle: 'MOV 文件上传后会转换为 MP4，通常只需几秒钟。',
  },
  language: {
    en: 'English',
    zhCN: '简体中文',
  },
};
