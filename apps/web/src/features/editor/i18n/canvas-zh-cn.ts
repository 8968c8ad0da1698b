import type { enEditorCanvas } from './canvas-en.ts';

export const zhCnEditorCanvas: typeof enEditorCanvas = {};
