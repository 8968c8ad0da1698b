import { lazy } from 'react';
import { defineFeature } from '../../app/feature-definition.ts';
import { enEditorAdd } from './i18n/add-en.ts';
import { zhCnEditorAdd } from './i18n/add-zh-cn.ts';
import { enEditorCanvas } from './i18n/canvas-en.ts';
import { zhCnEditorCanvas } from './i18n/canvas-zh-cn.ts';
import { enEditor } from './i18n/en.ts';
import { enEditorPanels } from './i18n/panels-en.ts';
import { zhCnEditorPanels } from './i18n/panels-zh-cn.ts';
import { enEditorScenes } from './i18n/scenes-en.ts';
import { zhCnEditorScenes } from './i18n/scenes-zh-cn.ts';
import { enEditorTimeline } from './i18n/timeline-en.ts';
import { zhCnEditorTimeline } from './i18n/timeline-zh-cn.ts';
import { zhCnEditor } from './i18n/zh-cn.ts';

/** `/editor?id=&index=&from=` (spec §2: the Editor route): every video opens here. */
export const editorFeature = defineFeature({
  routes: [{ path: '/editor', page: lazy(() => import('./pages/editor-page.tsx').then((module) => ({ default: module.EditorPage }))) }],
  translations: {
    en: {
      editor: { ...enEditor.editor, canvas: enEditorCanvas, timeline: enEditorTimeline, panels: enEditorPanels, scenes: enEditorScenes, add: enEditorAdd },
    },
    zhCn: {
      editor: {
        ...zhCnEditor.editor,
        canvas: zhCnEditorCanvas,
        timeline: zhCnEditorTimeline,
        panels: zhCnEditorPanels,
        scenes: zhCnEditorScenes,
        add: zhCnEditorAdd,
      },
    },
  },
});
