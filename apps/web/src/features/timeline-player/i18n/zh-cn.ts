import type { enPlayer } from './en.ts';

/** 时间线预览播放器。 */
export const zhCnPlayer: typeof enPlayer = {
  player: {
    label: '视频预览',
    play: '播放',
    pause: '暂停',
    seek: '视频中的位置',
    loading: '正在加载预览',
    waiting: '正在等待媒体',
    mediaLoadError: '媒体加载失败，请重试',
    imageLoadError: '图片显示失败',
    retry: '重试',
    keyboardHint: '空格键播放或暂停；方向键前后移动 5 秒。',
  },
};
