import {
  IconFileTextAi,
  IconHome,
  IconMicrophone,
  IconMovie,
  IconPhotoVideo,
  IconShoppingBag,
  IconTemplate,
  IconUserSquareRounded,
  IconUsersGroup,
  IconVideoPlus,
  type Icon,
} from '@tabler/icons-react';

/** Translation keys of the sections' names. */
export type SectionLabelKey =
  | 'nav.home'
  | 'nav.avatars'
  | 'nav.talkingPhoto'
  | 'nav.videoPodcast'
  | 'nav.textToVideo'
  | 'nav.longVideoFromText'
  | 'nav.voices'
  | 'nav.templates'
  | 'nav.productToVideo'
  | 'nav.myVideos';

export interface NavigationItem {
  path: string;
  labelKey: SectionLabelKey;
  icon: Icon;
}

/** The sidebar, in order; the paths are the spec's routes (spec §2). */
export const NAVIGATION_ITEMS: readonly NavigationItem[] = [
  { path: '/', labelKey: 'nav.home', icon: IconHome },
  { path: '/create-aigc-avatar', labelKey: 'nav.avatars', icon: IconUserSquareRounded },
  { path: '/talking-photo', labelKey: 'nav.talkingPhoto', icon: IconPhotoVideo },
  { path: '/video-podcast', labelKey: 'nav.videoPodcast', icon: IconUsersGroup },
  { path: '/text-to-video', labelKey: 'nav.textToVideo', icon: IconVideoPlus },
  { path: '/long-video-from-text', labelKey: 'nav.longVideoFromText', icon: IconFileTextAi },
  { path: '/voice', labelKey: 'nav.voices', icon: IconMicrophone },
  { path: '/templates', labelKey: 'nav.templates', icon: IconTemplate },
  { path: '/product-to-video', labelKey: 'nav.productToVideo', icon: IconShoppingBag },
  { path: '/my-videos', labelKey: 'nav.myVideos', icon: IconMovie },
];

/** Footer links of the sidebar (spec §2: opened from the sign-in footer too). */
export const LEGAL_ITEMS = [
  { path: '/terms-of-use', labelKey: 'nav.termsOfUse' },
  { path: '/privacy-policy', labelKey: 'nav.privacyPolicy' },
] as const;
