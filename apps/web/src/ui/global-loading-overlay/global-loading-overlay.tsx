import { Loader, Overlay, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useLoadingState } from './loading-store.ts';

/**
 * The page-wide loading overlay (spec §2 'Other'): a title, a subtitle and,
 * when known, a percent. Render it once near the root; drive it with
 * `showLoading` and `hideLoading`.
 */
export function GlobalLoadingOverlay() {
  const state = useLoadingState();
  if (!state) return null;
  const { title, subtitle, percent } = state;
  return (
    <Overlay fixed center zIndex={1000} backgroundOpacity={0.45} blur={2} data-testid="global-loading-overlay">
      <Paper role="status" aria-live="polite" aria-busy="true" w={360} maw="90vw" p="xl" radius="lg" shadow="md">
        <Stack align="center" gap="sm">
          <Loader size="md" />
          <Title order={4} ta="center">
            {title}
          </Title>
          {subtitle && (
            <Text size="sm" c="dimmed" ta="center">
              {subtitle}
            </Text>
          )}
          {percent !== undefined && (
            <Stack gap={4} w="100%">
              <Progress value={percent} aria-label={title} size="md" radius="xl" />
              <Text size="xs" c="dimmed" ta="center">
                {percent}%
              </Text>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Overlay>
  );
}
