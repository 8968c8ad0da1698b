import { lazy } from 'react';
import { defineFeature } from '../../app/feature-definition.ts';
import { enAuth } from './i18n/en.ts';
import { zhCnAuth } from './i18n/zh-cn.ts';

/** The OAuth return pages run inside the sign-in popup: no layout, and no guest session started. */
export const authFeature = defineFeature({
  routes: [
    {
      path: '/googleLoginRedirect',
      isWithoutLayout: true,
      page: lazy(() => import('./pages/google-login-redirect-page.tsx').then((module) => ({ default: module.GoogleLoginRedirectPage }))),
    },
    {
      path: '/discordLoginRedirect',
      isWithoutLayout: true,
      page: lazy(() => import('./pages/discord-login-redirect-page.tsx').then((module) => ({ default: module.DiscordLoginRedirectPage }))),
    },
  ],
  translations: { en: enAuth, zhCn: zhCnAuth },
});
