import { IconMovie } from '@tabler/icons-react';
import { lazy } from 'react';
import { defineFeature } from '../../app/feature-definition.ts';
import { enVideos } from './i18n/en.ts';
import { zhCnVideos } from './i18n/zh-cn.ts';

export const myVideosFeature = defineFeature({
  routes: [
    { path: '/my-videos', page: lazy(() => import('./pages/my-videos-page.tsx').then((module) => ({ default: module.MyVideosPage }))) },
    { path: '/my-videos/:projectId', page: lazy(() => import('./pages/video-page.tsx').then((module) => ({ default: module.VideoPage }))) },
  ],
  navigation: { path: '/my-videos', labelKey: 'videos.nav', icon: IconMovie, order: 9 },
  translations: { en: enVideos, zhCn: zhCnVideos },
});
