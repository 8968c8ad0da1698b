import { Button } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';

export interface SubtitleDownloadButtonProps {
  /** The render's SRT; null for a video made without captions, which shows no button. */
  subtitleUrl: string | null;
  /** The name the browser saves the file under, with its `.srt`. */
  fileName: string;
  label: string;
  testId: string;
}

/** The 'Download SRT' button beside a finished render's MP4, present only when the render has captions. */
export function SubtitleDownloadButton({ subtitleUrl, fileName, label, testId }: SubtitleDownloadButtonProps) {
  if (!subtitleUrl) return null;
  return (
    <Button component="a" href={subtitleUrl} download={fileName} variant="light" leftSection={<IconFileText size={16} aria-hidden />} data-testid={testId}>
      {label}
    </Button>
  );
}
