import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';

export interface FileDropZoneProps {
  title: string;
  hint: string;
  buttonLabel: string;
  /** The input's `accept` (extensions and MIME types). */
  accept: string;
  isMultiple?: boolean;
  isDisabled?: boolean;
  onFiles: (files: File[]) => void;
  testId: string;
  children?: ReactNode;
}

/**
 * A box to drop files on, with a button that opens the file picker (the
 * keyboard and screen-reader path to the same files).
 */
export function FileDropZone({ title, hint, buttonLabel, accept, isMultiple = false, isDisabled = false, onFiles, testId, children }: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsOver(false);
    if (isDisabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(isMultiple ? files : files.slice(0, 1));
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      data-testid={testId}
      data-over={isOver || undefined}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: isOver ? 'var(--mantine-primary-color-filled)' : undefined,
        background: isOver ? 'var(--mantine-primary-color-light)' : undefined,
      }}
      onDragOver={(event) => {
        event.preventDefault();
        if (!isDisabled) setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={handleDrop}
    >
      <Stack align="center" gap="xs">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
          <IconCloudUpload size={24} stroke={1.6} />
        </ThemeIcon>
        <Text size="sm" fw={600} ta="center">
          {title}
        </Text>
        <Text size="xs" c="dimmed" ta="center">
          {hint}
        </Text>
        <Button variant="light" onClick={() => inputRef.current?.click()} disabled={isDisabled}>
          {buttonLabel}
        </Button>
        {children}
      </Stack>
      <input
        ref={inputRef}
        type="file"
        hidden
        accept={accept}
        multiple={isMultiple}
        data-testid={`${testId}-input`}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </Paper>
  );
}
