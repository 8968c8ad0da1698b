import type { enHome } from './en.ts';

/** 首页。 */
export const zhCnHome: typeof enHome = {
  home: {
    nav: '首页',
    uploadTitle: '上传文件',
    uploadHint: '照片可以变成会说话的照片；PDF 可以变成双人视频播客。',
    makeTalkingPhoto: '让这张照片说话',
    makePodcast: '用它制作视频播客',
    openUploadedFile: '打开已上传的文件',
  },
};
