import { IconLanguage } from '@tabler/icons-react';
import { lazy } from 'react';
import { defineFeature } from '../../app/feature-definition.ts';
import { enVideoTranslation } from './i18n/en.ts';
import { zhCnVideoTranslation } from './i18n/zh-cn.ts';

/** Site §2 `/video-translation` (the video translator's button) and one translation's page; unbuilt-areas U4. */
export const translationFeature = defineFeature({
  routes: [
    { path: '/video-translation', page: lazy(() => import('./pages/video-translation-page.tsx').then((module) => ({ default: module.VideoTranslationPage }))) },
    {
      path: '/video-translation/:translationId',
      page: lazy(() => import('./pages/translation-record-page.tsx').then((module) => ({ default: module.TranslationRecordPage }))),
    },
  ],
  // After Product to Video (8), before My Videos (9): the spec's sidebar has no place for it, being a target of the site's button.
  navigation: { path: '/video-translation', labelKey: 'nav.videoTranslation', icon: IconLanguage, order: 8.5 },
  translations: { en: enVideoTranslation, zhCn: zhCnVideoTranslation },
});
