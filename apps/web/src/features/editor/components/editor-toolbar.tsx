import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AddMenu } from '../panels/add-menu.tsx';
import { useEditorSnapshot, useEditorStore } from '../hooks/use-editor.ts';
import type { Autosave } from '../hooks/use-autosave.ts';

export interface EditorToolbarProps {
  autosave: Autosave;
  projectId: string;
  index: number;
}

/** Undo and redo (with what they would undo, and their shortcut), adding things, the save state, export. */
export function EditorToolbar({ autosave }: EditorToolbarProps) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const snapshot = useEditorSnapshot();
  const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/u.test(navigator.platform);
  const mod = isMac ? '⌘' : 'Ctrl+';
  const undoLabel = snapshot.undoLabel ? t('editor.toolbar.undo', { what: t(`editor.history.${snapshot.undoLabel}`) }) : t('editor.toolbar.undoNothing');
  const redoLabel = snapshot.redoLabel ? t('editor.toolbar.redo', { what: t(`editor.history.${snapshot.redoLabel}`) }) : t('editor.toolbar.redoNothing');
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Group gap={4} wrap="nowrap">
        <Tooltip label={`${undoLabel} (${mod}Z)`}>
          <ActionIcon variant="default" size="lg" aria-label={undoLabel} disabled={!snapshot.canUndo} onClick={() => store.undo()} data-testid="editor-undo">
            <IconArrowBackUp size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={`${redoLabel} (${mod}Shift+Z)`}>
          <ActionIcon variant="default" size="lg" aria-label={redoLabel} disabled={!snapshot.canRedo} onClick={() => store.redo()} data-testid="editor-redo">
            <IconArrowForwardUp size={18} />
          </ActionIcon>
        </Tooltip>
        <AddMenu />
      </Group>
      <Text size="sm" c="dimmed" data-testid="editor-save-state" data-state={autosave.save.state}>
        {autosave.save.state === 'failed'
          ? t('editor.save.failed', { message: autosave.save.message })
          : t(`editor.save.${autosave.save.state === 'conflict' ? 'unsaved' : autosave.save.state}`)}
      </Text>
    </Group>
  );
}
