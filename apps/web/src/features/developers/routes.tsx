import { lazy } from 'react';
import { defineFeature } from '../../app/feature-definition.ts';
import { enDevelopers } from './i18n/en.ts';
import { zhCnDevelopers } from './i18n/zh-cn.ts';

/** API keys and webhooks (from the account menu), one page each, with tabs between them. */
export const developersFeature = defineFeature({
  routes: [
    { path: '/developers/api-keys', page: lazy(() => import('./pages/api-keys-page.tsx').then((module) => ({ default: module.ApiKeysPage }))) },
    { path: '/developers/webhooks', page: lazy(() => import('./pages/webhooks-page.tsx').then((module) => ({ default: module.WebhooksPage }))) },
  ],
  translations: { en: enDevelopers, zhCn: zhCnDevelopers },
});
