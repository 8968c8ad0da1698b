import { ActionIcon, Avatar, Group, Paper, SegmentedControl, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TURN_MAX_CHARACTERS, type EditableTurn, type HostNumber } from '../state/turn-list.ts';
import classes from './turn-row.module.css';

/** What the row shows of a host: its name and picture (from the selected pair). */
export interface TurnHost {
  name: string;
  coverUrl: string;
}

export interface TurnRowProps {
  turn: EditableTurn;
  /** 1-based place in the script. */
  number: number;
  hosts: readonly [TurnHost, TurnHost];
  isFirst: boolean;
  isLast: boolean;
  canDelete: boolean;
  canAdd: boolean;
  /** Show 'needs text' on an empty turn (after a save was refused). */
  isProblemShown: boolean;
  onTextChange: (key: string, text: string) => void;
  onHostChange: (key: string, host: HostNumber) => void;
  onAddBelow: (key: string) => void;
  onDelete: (key: string) => void;
  onMove: (key: string, offset: -1 | 1) => void;
}

/** Host 1's turns carry the brand colour, host 2's the accent (DESIGN tokens), so the dialogue reads at a glance. */
const HOST_ACCENT = { 1: 'var(--mantine-color-brand-6)', 2: 'var(--mantine-color-coral-6)' } as const;

/** One turn of the script: who speaks (switchable), the text (or, for a turn of a recording, its stretch to play), and move up/down, add below, delete. */
export function TurnRow({
  turn,
  number,
  hosts,
  isFirst,
  isLast,
  canDelete,
  canAdd,
  isProblemShown,
  onTextChange,
  onHostChange,
  onAddBelow,
  onDelete,
  onMove,
}: TurnRowProps) {
  const { t } = useTranslation();
  const host = hosts[turn.host - 1] as TurnHost;
  const isEmpty = turn.text.trim() === '';
  const actions = [
    { label: t('podcast.editor.moveUp'), icon: IconArrowUp, onClick: () => onMove(turn.key, -1), disabled: isFirst, testId: 'turn-move-up' },
    { label: t('podcast.editor.moveDown'), icon: IconArrowDown, onClick: () => onMove(turn.key, 1), disabled: isLast, testId: 'turn-move-down' },
    { label: t('podcast.editor.addBelow'), icon: IconPlus, onClick: () => onAddBelow(turn.key), disabled: !canAdd, testId: 'turn-add-below' },
    { label: t('podcast.editor.delete'), icon: IconTrash, onClick: () => onDelete(turn.key), disabled: !canDelete, testId: 'turn-delete', color: 'red' },
  ];
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      style={{ borderLeft: `4px solid ${HOST_ACCENT[turn.host]}` }}
      data-testid="turn"
      data-host={turn.host}
      role="group"
      aria-label={t('podcast.editor.turnLabel', { number, name: host.name })}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            <Avatar src={host.coverUrl || undefined} size={32} radius="xl" alt="" color="brand" classNames={{ image: classes.avatarImage }}>
              {host.name.slice(0, 1)}
            </Avatar>
            <SegmentedControl
              size="xs"
              value={String(turn.host)}
              onChange={(value) => onHostChange(turn.key, value === '2' ? 2 : 1)}
              data={[
                { value: '1', label: hosts[0].name },
                { value: '2', label: hosts[1].name },
              ]}
              aria-label={t('podcast.editor.switchSpeaker', { name: hosts[turn.host === 1 ? 1 : 0].name })}
              data-testid="turn-speaker"
            />
          </Group>
          <Group gap={4} wrap="nowrap">
            {actions.map((action) => (
              <Tooltip key={action.testId} label={action.label} openDelay={400}>
                <ActionIcon
                  className={classes.action}
                  variant="subtle"
                  color={action.color ?? 'gray'}
                  // aria-disabled, not disabled: a button that stops applying (move up at the top) keeps the keyboard focus.
                  onClick={action.disabled ? undefined : action.onClick}
                  data-disabled={action.disabled || undefined}
                  aria-disabled={action.disabled}
                  aria-label={action.label}
                  data-testid={action.testId}
                >
                  <action.icon size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ))}
          </Group>
        </Group>
        {turn.audio ? (
          <Group gap="sm" wrap="wrap" data-testid="turn-recording">
            <Text size="sm" c="dimmed">
              {turn.text}
            </Text>
            {turn.audio.url && (
              <audio
                controls
                preload="none"
                src={turn.audio.url}
                aria-label={t('podcast.editor.recordedTurn', { number })}
                style={{ height: 32, maxWidth: '100%' }}
              />
            )}
          </Group>
        ) : (
          <Textarea
            value={turn.text}
            onChange={(event) => onTextChange(turn.key, event.currentTarget.value)}
            placeholder={t('podcast.editor.turnPlaceholder', { name: host.name })}
            aria-label={t('podcast.editor.turnLabel', { number, name: host.name })}
            autosize
            minRows={2}
            maxRows={10}
            maxLength={TURN_MAX_CHARACTERS}
            error={isProblemShown && isEmpty ? t('podcast.editor.emptyTurn') : undefined}
            data-testid="turn-text"
          />
        )}
      </Stack>
    </Paper>
  );
}
