import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconKeyboard, IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AddMenu } from '../panels/add-menu.tsx';
import { useEditorSnapshot, useEditorStore, usePlayback } from '../hooks/use-editor.ts';
import { ExportPanel } from './export-panel.tsx';
import type { Autosave } from '../hooks/use-autosave.ts';

export interface EditorToolbarProps {
  autosave: Autosave;
  projectId: string;
  index: number;
  onOpenShortcuts: () => void;
}

/** Undo and redo (with what they would undo, and their shortcut), adding things, the save state, export. */
export function EditorToolbar({ autosave, projectId, index, onOpenShortcuts }: EditorToolbarProps) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const snapshot = useEditorSnapshot();
  const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/u.test(navigator.platform);
  const mod = isMac ? '⌘' : 'Ctrl+';
  const undoLabel = snapshot.undoLabel ? t('editor.toolbar.undo', { what: t(`editor.history.${snapshot.undoLabel}`) }) : t('editor.toolbar.undoNothing');
  const redoLabel = snapshot.redoLabel ? t('editor.toolbar.redo', { what: t(`editor.history.${snapshot.redoLabel}`) }) : t('editor.toolbar.redoNothing');
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
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
        <PlayButton />
        <AddMenu />
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed" data-testid="editor-save-state" data-state={autosave.save.state} visibleFrom="xs" aria-live="polite">
          {autosave.save.state === 'failed'
            ? t('editor.save.failed', { message: autosave.save.message })
            : t(`editor.save.${autosave.save.state === 'conflict' ? 'unsaved' : autosave.save.state}`)}
        </Text>
        {autosave.save.state === 'failed' && (
          <Button size="xs" variant="light" onClick={() => void autosave.flush()}>
            {t('editor.save.retry')}
          </Button>
        )}
        <Tooltip label={`${t('editor.toolbar.shortcuts')} (?)`}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('editor.toolbar.shortcuts')}
            onClick={onOpenShortcuts}
            data-testid="editor-shortcuts"
            visibleFrom="sm"
          >
            <IconKeyboard size={18} />
          </ActionIcon>
        </Tooltip>
        <ExportPanel projectId={projectId} index={index} autosave={autosave} />
      </Group>
    </Group>
  );
}

/** Play/pause with the time (only this re-renders every frame while playing). */
function PlayButton() {
  const { t } = useTranslation();
  const store = useEditorStore();
  const { timeMs, isPlaying } = usePlayback();
  const label = isPlaying ? t('editor.toolbar.pause') : t('editor.toolbar.play');
  const seconds = timeMs / 1000;
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={`${label} (Space)`}>
        <ActionIcon variant="filled" size="lg" aria-label={label} onClick={() => store.togglePlay()} data-testid="editor-play" data-playing={isPlaying}>
          {isPlaying ? <IconPlayerPauseFilled size={16} /> : <IconPlayerPlayFilled size={16} />}
        </ActionIcon>
      </Tooltip>
      <Text size="sm" ff="monospace" c="dimmed" data-testid="editor-time" miw={56} visibleFrom="xs">
        {Math.floor(seconds / 60)}:{(seconds % 60).toFixed(1).padStart(4, '0')}
      </Text>
    </Group>
  );
}
