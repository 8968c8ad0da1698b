import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PropertySectionProps {
  title: string;
  testId?: string;
  children: ReactNode;
}

/** A titled group of fields, separated from the next by a rule. */
export function PropertySection({ title, testId, children }: PropertySectionProps) {
  return (
    <Stack component="section" gap="xs" pb="md" data-testid={testId} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Text component="h3" size="xs" fw={700} tt="uppercase" c="dimmed" m={0}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}
