import { Group, Kbd, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { enEditor } from '../i18n/en.ts';

const rows: { keys: string[]; label: Exclude<keyof typeof enEditor.editor.shortcuts, 'title'> }[] = [
  { keys: ['Space'], label: 'playPause' },
  { keys: ['←', '→'], label: 'frame' },
  { keys: ['Shift+←', 'Shift+→'], label: 'second' },
  { keys: ['Home', 'End'], label: 'startEnd' },
  { keys: ['Delete'], label: 'delete' },
  { keys: ['Ctrl+Z'], label: 'undo' },
  { keys: ['Ctrl+Shift+Z', 'Ctrl+Y'], label: 'redo' },
  { keys: ['Ctrl+C', 'Ctrl+X', 'Ctrl+V'], label: 'copyCutPaste' },
  { keys: ['Ctrl+D'], label: 'duplicate' },
  { keys: ['S'], label: 'split' },
  { keys: ['↑ ↓ ← →'], label: 'nudge' },
  { keys: ['Shift+drag'], label: 'keepRatio' },
  { keys: ['Alt+drag'], label: 'noSnap' },
  { keys: ['?'], label: 'help' },
];

/** `?`: every shortcut of the editor (Cmd in place of Ctrl on a Mac). */
export function ShortcutSheet({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={isOpen} onClose={onClose} title={t('editor.shortcuts.title')} size="md" data-testid="editor-shortcut-sheet">
      <Stack gap={6}>
        {rows.map((row) => (
          <Group key={row.label} justify="space-between" wrap="nowrap">
            <Text size="sm">{t(`editor.shortcuts.${row.label}`)}</Text>
            <Group gap={4} wrap="nowrap">
              {row.keys.map((key) => (
                <Kbd key={key}>{key}</Kbd>
              ))}
            </Group>
          </Group>
        ))}
      </Stack>
    </Modal>
  );
}
