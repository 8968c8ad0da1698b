import { lazy } from 'react';
import { defineFeature } from '../../app/feature-definition.ts';
import { enBilling } from './i18n/en.ts';
import { zhCnBilling } from './i18n/zh-cn.ts';

/** The billing page (from the account menu; where Stripe returns) and the Credits Store's texts (the store opens on Home with `action=buy`). */
export const billingFeature = defineFeature({
  routes: [{ path: '/billing', page: lazy(() => import('./pages/billing-page.tsx').then((module) => ({ default: module.BillingPage }))) }],
  translations: { en: enBilling, zhCn: zhCnBilling },
});
