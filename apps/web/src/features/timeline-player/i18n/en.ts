/** The timeline preview player. */
export const enPlayer = {
  player: {
    label: 'Video preview',
    play: 'Play',
    pause: 'Pause',
    seek: 'Position in the video',
    loading: 'Loading the preview',
    waiting: 'Waiting for media',
    mediaLoadError: 'Media load error, please retry',
    imageLoadError: 'Failed to display image',
    retry: 'Retry',
    keyboardHint: 'Space plays or pauses; the arrow keys move 5 seconds.',
  },
};
