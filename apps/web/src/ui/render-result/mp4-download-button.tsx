import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

export interface Mp4DownloadButtonProps {
  videoUrl: string;
  /** The name the browser saves the file under, with its `.mp4`. */
  fileName: string;
  label: string;
  testId: string;
}

/** The primary 'Download MP4' button of a finished render: a link the browser saves rather than opens. */
export function Mp4DownloadButton({ videoUrl, fileName, label, testId }: Mp4DownloadButtonProps) {
  return (
    <Button component="a" href={videoUrl} download={fileName} leftSection={<IconDownload size={16} aria-hidden />} data-testid={testId}>
      {label}
    </Button>
  );
}
