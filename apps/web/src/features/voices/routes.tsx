import { IconMicrophone } from '@tabler/icons-react';
import { lazy } from 'react';
import { defineFeature } from '../../app/feature-definition.ts';
import { enVoices } from './i18n/en.ts';
import { zhCnVoices } from './i18n/zh-cn.ts';

export const voicesFeature = defineFeature({
  routes: [{ path: '/voice', page: lazy(() => import('./pages/voice-page.tsx').then((module) => ({ default: module.VoicePage }))) }],
  navigation: { path: '/voice', labelKey: 'voices.nav', icon: IconMicrophone, order: 6 },
  translations: { en: enVoices, zhCn: zhCnVoices },
});
