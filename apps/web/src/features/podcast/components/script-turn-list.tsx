import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { podcastMaxTurns } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { createTurnKey } from '../state/turn-key.ts';
import { insertTurnBelow, moveTurn, removeTurn, switchTurnHost, updateTurnText, type EditableTurn } from '../state/turn-list.ts';
import { TurnRow, type TurnHost } from './turn-row.tsx';

export interface ScriptTurnListProps {
  turns: EditableTurn[];
  setTurns: (change: (turns: EditableTurn[]) => EditableTurn[]) => void;
  hosts: readonly [TurnHost, TurnHost];
  isProblemShown: boolean;
  /** Who wrote the script, said in one line (or null). */
  writerText: string | null;
}

/** The script as turns: each editable, switchable between the hosts, movable, with add below and delete. */
export function ScriptTurnList({ turns, setTurns, hosts, isProblemShown, writerText }: ScriptTurnListProps) {
  const { t } = useTranslation();
  const characters = turns.reduce((total, turn) => total + turn.text.trim().length, 0);
  const canAdd = turns.length < podcastMaxTurns;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} shadow="sm">
      <Stack gap="md">
        <Stack gap={2}>
          <Group justify="space-between" gap="xs">
            <Title order={2} fz="md">
              {t('podcast.editor.turnsTitle')}
            </Title>
            <Text size="xs" c="dimmed" data-testid="turns-summary">
              {t('podcast.editor.turnsSummary', { count: turns.length, characters })}
            </Text>
          </Group>
          {writerText && (
            <Text size="xs" c="dimmed" data-testid="script-writer">
              {writerText}
            </Text>
          )}
        </Stack>
        {turns.length === 0 && (
          <Text size="sm" c="dimmed" ta="center" py="lg" data-testid="turns-empty">
            {t('podcast.editor.emptyTurns')}
          </Text>
        )}
        <Stack gap="sm" data-testid="turn-list">
          {turns.map((turn, index) => (
            <TurnRow
              key={turn.key}
              turn={turn}
              number={index + 1}
              hosts={hosts}
              isFirst={index === 0}
              isLast={index === turns.length - 1}
              canDelete={turns.length > 1}
              canAdd={canAdd}
              isProblemShown={isProblemShown}
              onTextChange={(key, text) => setTurns((current) => updateTurnText(current, key, text))}
              onHostChange={(key, host) =>
                setTurns((current) => (current.find((item) => item.key === key)?.host === host ? current : switchTurnHost(current, key)))
              }
              onAddBelow={(key) => setTurns((current) => insertTurnBelow(current, key, createTurnKey()))}
              onDelete={(key) => setTurns((current) => removeTurn(current, key))}
              onMove={(key, offset) => setTurns((current) => moveTurn(current, key, offset))}
            />
          ))}
        </Stack>
        <Group justify="center">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setTurns((current) => insertTurnBelow(current, null, createTurnKey()))}
            disabled={!canAdd}
            data-testid="add-turn"
          >
            {t('podcast.editor.addTurn')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
