import { IconVideoPlus } from '@tabler/icons-react';
import { lazy } from 'react';
import { defineFeature } from '../../app/feature-definition.ts';
import { enTopic } from './i18n/en.ts';
import { zhCnTopic } from './i18n/zh-cn.ts';

export const topicFeature = defineFeature({
  routes: [{ path: '/text-to-video', page: lazy(() => import('./pages/topic-page.tsx').then((module) => ({ default: module.TopicPage }))) }],
  navigation: { path: '/text-to-video', labelKey: 'nav.textToVideo', icon: IconVideoPlus, order: 4 },
  translations: { en: enTopic, zhCn: zhCnTopic },
});
