import type { enHome } from './en.ts';

/** 首页。 */
export const zhCnHome: typeof enHome = {
  home: {
    nav: '首页',
    uploadTitle: '上传文件',
    openUploadedFile: '打开已上传的文件',
    buyNotAvailable: '当前版本的 Talkreel 尚不支持购买套餐和积分。',
  },
};
