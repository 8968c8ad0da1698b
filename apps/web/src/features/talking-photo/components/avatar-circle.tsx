import { ActionIcon, Avatar, Box, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './avatar-circle.module.css';

/** One circle of the avatar row, in px. */
export const AVATAR_CIRCLE_SIZE_PX = 64;

export interface AvatarCircleProps {
  label: string;
  imageUrl?: string;
  isSelected?: boolean;
  onClick: () => void;
  /** Drawn instead of the image (the Upload circle's icon). */
  children?: ReactNode;
  isDashed?: boolean;
  testId: string;
  /** The person's own photos can be taken off the row: a small button of its own, in the tab order after the circle. */
  remove?: { label: string; onRemove: () => void };
}

/** A round, keyboard-reachable choice with its name below; the chosen one has a ring. */
export function AvatarCircle({ label, imageUrl, isSelected = false, onClick, children, isDashed = false, testId, remove }: AvatarCircleProps) {
  return (
    <Box className={classes.tile} data-testid={`${testId}-tile`}>
      <UnstyledButton
        className={classes.circle}
        onClick={onClick}
        aria-pressed={isSelected}
        aria-label={label}
        title={label}
        data-testid={testId}
        data-selected={isSelected}
      >
        <Stack gap={6} align="center" w={AVATAR_CIRCLE_SIZE_PX + 8}>
          <Avatar
            src={imageUrl}
            size={AVATAR_CIRCLE_SIZE_PX}
            radius={AVATAR_CIRCLE_SIZE_PX}
            className={classes.image}
            data-selected={isSelected}
            data-dashed={isDashed}
            color="brand"
            variant="light"
            alt=""
          >
            {children}
          </Avatar>
          <Text size="xs" ta="center" truncate="end" w="100%" c={isSelected ? 'brand.7' : undefined} fw={isSelected ? 600 : 400} aria-hidden>
            {label}
          </Text>
        </Stack>
      </UnstyledButton>
      {remove && (
        <ActionIcon
          className={classes.remove}
          size={22}
          radius="xl"
          variant="default"
          aria-label={remove.label}
          title={remove.label}
          onClick={remove.onRemove}
          data-testid="avatar-remove"
        >
          <IconX size={12} stroke={2.5} aria-hidden />
        </ActionIcon>
      )}
    </Box>
  );
}
