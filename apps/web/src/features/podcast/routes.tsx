import { IconUsersGroup } from '@tabler/icons-react';
import { lazy } from 'react';
import { defineFeature } from '../../app/feature-definition.ts';
import { enPodcast } from './i18n/en.ts';
import { zhCnPodcast } from './i18n/zh-cn.ts';

export const podcastFeature = defineFeature({
  routes: [{ path: '/video-podcast', page: lazy(() => import('./pages/podcast-page.tsx').then((module) => ({ default: module.PodcastPage }))) }],
  navigation: { path: '/video-podcast', labelKey: 'nav.videoPodcast', icon: IconUsersGroup, order: 3 },
  translations: { en: enPodcast, zhCn: zhCnPodcast },
});
