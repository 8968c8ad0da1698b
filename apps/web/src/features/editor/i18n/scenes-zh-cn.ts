import type { enEditorScenes } from './scenes-en.ts';

export const zhCnEditorScenes: typeof enEditorScenes = {
  title: '场景',
  add: '添加场景',
  card: '场景 {{number}}，{{duration}}',
  number: '场景 {{number}}',
  actions: '场景 {{number}} 操作',
  duplicate: '复制',
  moveUp: '上移',
  moveDown: '下移',
  moveLeft: '左移',
  moveRight: '右移',
  delete: '删除',
  deleteOnly: '视频至少保留一个场景',
  background: '背景颜色',
  backgroundLabel: '场景 {{number}} 的背景',
  reorderHint: '拖动以调整顺序，或按 Alt+方向键',
  moved: '场景已移到第 {{position}} 位',
};
