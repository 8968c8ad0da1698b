import type { enEditorTimeline } from './timeline-en.ts';

export const zhCnEditorTimeline: typeof enEditorTimeline = {};
