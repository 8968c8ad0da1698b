import { Button, Group, Modal, Text } from '@mantine/core';
import { getWorkspaceRoute } from '@talkreel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/api-request.ts';
import type { Autosave } from '../hooks/use-autosave.ts';

export interface SaveConflictDialogProps {
  projectId: string;
  index: number;
  autosave: Autosave;
  /** Loads the server's version into the editor (this tab's unsaved changes go). */
  onReloadTheirs: () => void;
}

/**
 * A save refused with 40900: someone (another tab, another device) saved in
 * between. The user chooses; nothing is overwritten without asking. 'Keep
 * mine' reads the server's current version and saves this tab's workspace
 * over it; 'Reload theirs' opens the server's version.
 */
export function SaveConflictDialog({ projectId, index, autosave, onReloadTheirs }: SaveConflictDialogProps) {
  const { t } = useTranslation();
  const [isKeeping, setIsKeeping] = useState(false);
  const keepMine = async () => {
    setIsKeeping(true);
    try {
      const latest = await apiRequest(getWorkspaceRoute, { query: { project_id: projectId, index } });
      await autosave.keepMine(latest.version);
    } finally {
      setIsKeeping(false);
    }
  };
  return (
    <Modal
      opened={autosave.save.state === 'conflict'}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('editor.save.conflictTitle')}
      data-testid="editor-conflict-dialog"
    >
      <Text size="sm">{t('editor.save.conflictBody')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onReloadTheirs} disabled={isKeeping} data-testid="editor-conflict-reload">
          {t('editor.save.reloadTheirs')}
        </Button>
        <Button onClick={() => void keepMine()} loading={isKeeping} data-testid="editor-conflict-keep">
          {t('editor.save.keepMine')}
        </Button>
      </Group>
    </Modal>
  );
}
