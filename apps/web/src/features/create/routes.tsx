import { lazy } from 'react';
import { defineFeature } from '../../app/feature-definition.ts';
import { enCreate } from './i18n/en.ts';
import { zhCnCreate } from './i18n/zh-cn.ts';

/** 'Make a video': where the create buttons lead until the creation pages land. */
export const createFeature = defineFeature({
  routes: [{ path: '/create', page: lazy(() => import('./pages/create-page.tsx').then((module) => ({ default: module.CreatePage }))) }],
  translations: { en: enCreate, zhCn: zhCnCreate },
});
