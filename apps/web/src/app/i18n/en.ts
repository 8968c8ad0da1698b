import { MOV_CONVERSION_FAILED_MESSAGE, UNSUPPORTED_FILE_TYPE_MESSAGE, UPLOAD_BUSY_MESSAGE } from '@talkreel/contract';

/**
 * The app shell's English texts (top bar, sidebar, shared upload widget,
 * not-found page); each feature brings its own (features/<name>/i18n).
 * The spec's own texts are kept exactly as the spec writes them.
 */
export const enApp = {
  app: {
    name: 'Talkreel',
    tagline: 'AI Video Generator with Lifelike AI Avatars',
  },
  nav: {
    mainNavigation: 'Main navigation',
    openNavigation: 'Open navigation',
    collapseSidebar: 'Collapse sidebar',
    expandSidebar: 'Expand sidebar',
    home: 'Home',
    videoPodcast: 'Video Podcast',
    textToVideo: 'Text to Video',
    productToVideo: 'Product to Video',
    videoTranslation: 'Video Translation',
    batchMode: 'Batch Mode',
    termsOfUse: 'Terms of use',
    privacyPolicy: 'Privacy policy',
  },
  topBar: {
    credits: 'Credits',
    plan: 'Plan',
    upgrade: 'Upgrade',
    language: 'Language',
  },
  /** Plan names as stored (PLANS in the contract), in the UI's language. */
  plans: { Free: 'Free', Starter: 'Starter', Pro: 'Pro', Business: 'Business' } as Record<string, string>,
  section: {
    notBuilt: '{{section}} is not available in this version of Talkreel yet.',
  },
  notFound: {
    title: 'Page not found',
    body: 'There is no page at this address.',
    backHome: 'Back to Home',
  },
  upload: {
    dropHere: 'Drag a file here, or',
    selectFile: 'Select file',
    allowed: '{{kinds}} · up to {{maxMb}}MB',
    uploading: 'Uploading...',
    progressLabel: 'Upload progress',
    reupload: 'Reupload',
    fileKind: '{{kind}} file',
    unsupportedFileType: UNSUPPORTED_FILE_TYPE_MESSAGE,
    busy: UPLOAD_BUSY_MESSAGE,
    /** English keeps the contract's own wording, which already names the limit. */
    tooLarge: '{{contractMessage}}',
    movConversionFailed: MOV_CONVERSION_FAILED_MESSAGE,
    convertingTitle: 'Converting video',
    convertingSubtitle: 'MOV files are converted to MP4 after upload. This usually takes a few seconds.',
  },
  language: {
    en: 'English',
    zhCN: '简体中文',
  },
};
