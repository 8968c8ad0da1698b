/** The home page. */
export const enHome = {
  home: {
    nav: 'Home',
    uploadTitle: 'Upload a file',
    uploadHint: 'A photo becomes a talking photo; a PDF becomes a two-host video podcast.',
    makeTalkingPhoto: 'Make this photo talk',
    makePodcast: 'Make a video podcast from it',
    openUploadedFile: 'Open uploaded file',
  },
};
