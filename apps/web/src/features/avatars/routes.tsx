import { IconFileTextAi, IconUserCircle } from '@tabler/icons-react';
import { lazy } from 'react';
import { defineFeature } from '../../app/feature-definition.ts';
import { enAvatars } from './i18n/en.ts';
import { zhCnAvatars } from './i18n/zh-cn.ts';

export const avatarsFeature = defineFeature({
  routes: [
    { path: '/avatars', page: lazy(() => import('./pages/avatar-gallery-page.tsx').then((module) => ({ default: module.AvatarGalleryPage }))) },
    { path: '/create-aigc-avatar', page: lazy(() => import('./pages/look-wizard-page.tsx').then((module) => ({ default: module.LookWizardPage }))) },
    { path: '/long-video-from-text', page: lazy(() => import('./pages/long-video-page.tsx').then((module) => ({ default: module.LongVideoPage }))) },
  ],
  navigation: [
    { path: '/avatars', labelKey: 'avatars.nav', icon: IconUserCircle, order: 1 },
    { path: '/long-video-from-text', labelKey: 'avatars.longVideoNav', icon: IconFileTextAi, order: 5 },
  ],
  translations: { en: enAvatars, zhCn: zhCnAvatars },
});
