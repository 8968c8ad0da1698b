import { defineFeature } from '../../app/feature-definition.ts';
import { enPlayer } from './i18n/en.ts';
import { zhCnPlayer } from './i18n/zh-cn.ts';

/** The preview player (ui/timeline-player) has no page of its own (My Videos shows it); this feature brings its strings. */
export const timelinePlayerFeature = defineFeature({
  routes: [],
  translations: { en: enPlayer, zhCn: zhCnPlayer },
});
