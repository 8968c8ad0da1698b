import type { enEditorCanvas } from './canvas-en.ts';

export const zhCnEditorCanvas: typeof enEditorCanvas = {
  label: '视频画布：点击元素选中，拖动移动，双击文字编辑',
  time: '{{time}} / {{duration}}',
  editText: '编辑文字',
  mediaError: '媒体加载失败，请重试',
  imageError: '图片显示失败',
  retry: '重试',
  loading: '正在加载预览…',
};
