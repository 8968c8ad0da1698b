import { IconHome } from '@tabler/icons-react';
import { lazy } from 'react';
import { defineFeature } from '../../app/feature-definition.ts';
import { enHome } from './i18n/en.ts';
import { zhCnHome } from './i18n/zh-cn.ts';

export const homeFeature = defineFeature({
  routes: [{ path: '/', page: lazy(() => import('../../pages/home-page.tsx').then((module) => ({ default: module.HomePage }))) }],
  navigation: { path: '/', labelKey: 'home.nav', icon: IconHome, order: 0 },
  translations: { en: enHome, zhCn: zhCnHome },
});
