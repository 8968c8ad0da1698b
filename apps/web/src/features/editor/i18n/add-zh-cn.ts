import type { enEditorAdd } from './add-en.ts';

export const zhCnEditorAdd: typeof enEditorAdd = {
  button: '添加',
  text: '文字',
  shapes: '形状',
  media: '媒体',
  presets: {
    heading: '标题',
    subheading: '副标题',
    body: '正文',
    caption: '字幕样式',
  },
  defaultTexts: {
    heading: '添加标题',
    subheading: '添加副标题',
    body: '添加正文',
    caption: '添加字幕',
  },
  shape: {
    circle: '圆形',
    square: '方形',
    triangle: '三角形',
  },
  upload: '上传图片、视频或音频',
  avatar: '数字人',
  music: '音乐',
  uploading: '正在上传 {{name}}：{{percent}}%',
  preparing: '正在添加 {{name}}…',
  avatarTitle: '添加数字人',
  avatarHint: '在属性面板中为数字人填写脚本前，它保持静止。',
  avatarLibrary: '形象库',
  avatarOwn: '我的数字人',
  avatarEmpty: '还没有数字人。',
  avatarFailed: '无法加载数字人。',
  retry: '重试',
};
