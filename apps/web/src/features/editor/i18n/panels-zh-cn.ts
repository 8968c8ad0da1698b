import type { enEditorPanels } from './panels-en.ts';

export const zhCnEditorPanels: typeof enEditorPanels = {};
