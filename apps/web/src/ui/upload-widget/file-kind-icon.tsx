import { ThemeIcon } from '@mantine/core';
import { IconFileText, IconFileTypeDocx, IconFileTypePdf, IconMovie, IconMusic, IconPhoto, type Icon } from '@tabler/icons-react';
import type { FileKind } from '@talkreel/contract';

const ICON_BY_KIND: Record<FileKind, Icon> = {
  png: IconPhoto,
  jpg: IconPhoto,
  webp: IconPhoto,
  gif: IconPhoto,
  bmp: IconPhoto,
  pdf: IconFileTypePdf,
  txt: IconFileText,
  docx: IconFileTypeDocx,
  mp3: IconMusic,
  wav: IconMusic,
  mp4: IconMovie,
  mov: IconMovie,
  avi: IconMovie,
  webm: IconMovie,
};

export interface FileKindIconProps {
  kind: FileKind;
  label: string;
}

/** The icon of an uploaded file's type, with an accessible name such as 'PNG file'. */
export function FileKindIcon({ kind, label }: FileKindIconProps) {
  const KindIcon = ICON_BY_KIND[kind];
  return (
    <ThemeIcon size={44} radius="md" variant="light" role="img" aria-label={label} data-file-kind={kind}>
      <KindIcon size={24} stroke={1.6} aria-hidden />
    </ThemeIcon>
  );
}
