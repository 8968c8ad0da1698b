import { IconPhotoVideo } from '@tabler/icons-react';
import { lazy } from 'react';
import { defineFeature } from '../../app/feature-definition.ts';
import { enTalkingPhoto } from './i18n/en.ts';
import { zhCnTalkingPhoto } from './i18n/zh-cn.ts';

export const talkingPhotoFeature = defineFeature({
  routes: [{ path: '/talking-photo', page: lazy(() => import('./pages/talking-photo-page.tsx').then((module) => ({ default: module.TalkingPhotoPage }))) }],
  navigation: { path: '/talking-photo', labelKey: 'talkingPhoto.nav', icon: IconPhotoVideo, order: 2 },
  translations: { en: enTalkingPhoto, zhCn: zhCnTalkingPhoto },
});
