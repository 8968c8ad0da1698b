import { Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMicrophoneOff } from '@tabler/icons-react';

export interface VoiceListMessageProps {
  message: string;
  actionLabel?: string;
  onAction?: () => void;
  testId: string;
}

/** An empty or failed list: one sentence and at most one action (DESIGN.md). */
export function VoiceListMessage({ message, actionLabel, onAction, testId }: VoiceListMessageProps) {
  return (
    <Center py="xl" data-testid={testId}>
      <Stack align="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconMicrophoneOff size={24} stroke={1.6} />
        </ThemeIcon>
        <Text c="dimmed" ta="center">
          {message}
        </Text>
        {actionLabel && onAction && (
          <Button variant="light" onClick={onAction}>
            {actionLabel}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
