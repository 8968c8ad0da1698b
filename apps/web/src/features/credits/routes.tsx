import { lazy } from 'react';
import { defineFeature } from '../../app/feature-definition.ts';
import { enCredits } from './i18n/en.ts';
import { zhCnCredits } from './i18n/zh-cn.ts';

/** The credit history (from the account menu) and the credits confirmation's texts. */
export const creditsFeature = defineFeature({
  routes: [{ path: '/credits', page: lazy(() => import('./pages/credit-history-page.tsx').then((module) => ({ default: module.CreditHistoryPage }))) }],
  translations: { en: enCredits, zhCn: zhCnCredits },
});
