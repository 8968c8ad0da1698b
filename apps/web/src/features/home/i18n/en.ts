/** The home page. */
export const enHome = {
  home: {
    nav: 'Home',
    uploadTitle: 'Upload a file',
    openUploadedFile: 'Open uploaded file',
    buyNotAvailable: 'Plans and credit purchases are not available in this version of Talkreel yet.',
  },
};
