import { IconTemplate } from '@tabler/icons-react';
import { lazy } from 'react';
import { defineFeature } from '../../app/feature-definition.ts';
import { enTemplates } from './i18n/en.ts';
import { zhCnTemplates } from './i18n/zh-cn.ts';

/** The template gallery, its preview dialog and 'Use the template' (site §2, unbuilt-areas U1). */
export const templatesFeature = defineFeature({
  routes: [{ path: '/templates', page: lazy(() => import('./pages/templates-page.tsx').then((module) => ({ default: module.TemplatesPage }))) }],
  navigation: { path: '/templates', labelKey: 'templates.nav', icon: IconTemplate, order: 7 },
  translations: { en: enTemplates, zhCn: zhCnTemplates },
});
