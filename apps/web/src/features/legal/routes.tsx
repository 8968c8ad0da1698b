import { lazy } from 'react';
import { defineFeature } from '../../app/feature-definition.ts';
import { enLegal } from './i18n/en.ts';
import { zhCnLegal } from './i18n/zh-cn.ts';

const loadLegalDocumentPage = () => import('./pages/legal-document-page.tsx');

/** The terms of use and the privacy policy (spec §2, linked from the sidebar and the sign-in footer). */
export const legalFeature = defineFeature({
  routes: [
    {
      path: '/terms-of-use',
      page: lazy(() => loadLegalDocumentPage().then(({ LegalDocumentPage }) => ({ default: () => <LegalDocumentPage documentKey="legal.termsOfUse" /> }))),
    },
    {
      path: '/privacy-policy',
      page: lazy(() => loadLegalDocumentPage().then(({ LegalDocumentPage }) => ({ default: () => <LegalDocumentPage documentKey="legal.privacyPolicy" /> }))),
    },
  ],
  translations: { en: enLegal, zhCn: zhCnLegal },
});
