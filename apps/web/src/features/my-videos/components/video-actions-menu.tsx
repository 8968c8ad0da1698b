import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteVideoDialog } from './delete-video-dialog.tsx';
import { RenameVideoDialog } from './rename-video-dialog.tsx';

export interface VideoActionsMenuProps {
  projectId: string;
  name: string;
}

/** Rename and Delete for one video, each through its own dialog. */
export function VideoActionsMenu({ projectId, name }: VideoActionsMenuProps) {
  const { t } = useTranslation();
  const [openDialog, setOpenDialog] = useState<'rename' | 'delete' | null>(null);
  const close = () => setOpenDialog(null);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={t('videos.actions.menu', { name })} data-testid="video-actions">
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setOpenDialog('rename')} data-testid="video-rename">
            {t('videos.actions.rename')}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setOpenDialog('delete')} data-testid="video-delete">
            {t('videos.actions.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {openDialog === 'rename' && <RenameVideoDialog projectId={projectId} currentName={name} isOpen onClose={close} />}
      {openDialog === 'delete' && <DeleteVideoDialog projectId={projectId} name={name} isOpen onClose={close} />}
    </>
  );
}
