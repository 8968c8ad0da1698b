import { lazy } from 'react';
import { defineFeature } from '../../app/feature-definition.ts';
import { enBatch } from './i18n/en.ts';
import { zhCnBatch } from './i18n/zh-cn.ts';

/** Batch mode: the feature tree's `/batch-mode/add` (site §2) and one page per batch. No sidebar entry: the spec lists none. */
export const batchFeature = defineFeature({
  routes: [
    { path: '/batch-mode/add', page: lazy(() => import('./pages/batch-add-page.tsx').then((module) => ({ default: module.BatchAddPage }))) },
    { path: '/batch-mode/:projectId', page: lazy(() => import('./pages/batch-page.tsx').then((module) => ({ default: module.BatchPage }))) },
  ],
  translations: { en: enBatch, zhCn: zhCnBatch },
});
