import type { ElementType } from '@talkreel/timeline';
import { IconLetterT, IconMovie, IconMusic, IconPhoto, IconSquare, IconSubtitles, IconUser, type Icon } from '@tabler/icons-react';

const icons: Record<ElementType, Icon> = {
  text: IconLetterT,
  subtitle: IconSubtitles,
  person: IconUser,
  video: IconMovie,
  pic: IconPhoto,
  shape: IconSquare,
  music: IconMusic,
};

/** Bar colours per element type: a light fill and a darker border (DESIGN.md's palette, lightened). */
export const elementTypeColors: Record<ElementType, { fill: string; border: string }> = {
  text: { fill: '#e4defc', border: '#b9adf3' },
  subtitle: { fill: '#dbeafe', border: '#93c5fd' },
  person: { fill: '#ffe1dc', border: '#ffb0a5' },
  video: { fill: '#ccf1ea', border: '#7dd3c0' },
  pic: { fill: '#d9f2dc', border: '#94d3a0' },
  shape: { fill: '#e9eaee', border: '#c4c7cf' },
  music: { fill: '#fdecc8', border: '#f5c66b' },
};

export function ElementTypeIcon({ type, size = 14 }: { type: ElementType; size?: number }) {
  const TypeIcon = icons[type];
  return <TypeIcon size={size} stroke={1.8} aria-hidden style={{ flex: 'none' }} />;
}
