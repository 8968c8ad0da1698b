import { ActionIcon, ColorInput, Menu, Popover } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCopy, IconDots, IconPalette, IconTrash } from '@tabler/icons-react';
import type { Scene } from '@talkreel/timeline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './scene-list.module.css';

export interface SceneCardMenuProps {
  scene: Scene;
  number: number;
  canDelete: boolean;
  canMoveEarlier: boolean;
  canMoveLater: boolean;
  isHorizontal: boolean;
  onDuplicate: () => void;
  onDelete: () => void;
  onMove: (delta: -1 | 1) => void;
  /** Called for every change of the picker; `gesture` groups one popover's changes into one undo step. */
  onBackground: (color: string, gesture: string) => void;
  onBackgroundDone: () => void;
}

/** A card's actions: duplicate, delete (never the last scene), move, and the background colour in a popover. */
export function SceneCardMenu(props: SceneCardMenuProps) {
  const { scene, number, isHorizontal } = props;
  const { t } = useTranslation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [colorSession, setColorSession] = useState<number | null>(null);
  const sceneId = scene.id!;
  const closeColor = () => {
    setColorSession(null);
    props.onBackgroundDone();
  };
  return (
    <Popover opened={colorSession !== null} onChange={(isOpen) => !isOpen && closeColor()} position="right-start" withArrow trapFocus shadow="md">
      <Popover.Target>
        <div className={`${classes.menu} ${isMenuOpen || colorSession !== null ? classes.menuOpen : ''}`}>
          <Menu opened={isMenuOpen} onChange={setIsMenuOpen} position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="default" size="sm" radius="md" aria-label={t('editor.scenes.actions', { number })} data-testid={`scene-menu-${sceneId}`}>
                <IconDots size={14} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconCopy size={14} />} onClick={props.onDuplicate} data-testid={`scene-duplicate-${sceneId}`}>
                {t('editor.scenes.duplicate')}
              </Menu.Item>
              <Menu.Item leftSection={<IconPalette size={14} />} onClick={() => setColorSession(Date.now())} data-testid={`scene-bg-${sceneId}`}>
                {t('editor.scenes.background')}
              </Menu.Item>
              <Menu.Item leftSection={<IconArrowUp size={14} />} disabled={!props.canMoveEarlier} onClick={() => props.onMove(-1)}>
                {t(isHorizontal ? 'editor.scenes.moveLeft' : 'editor.scenes.moveUp')}
              </Menu.Item>
              <Menu.Item leftSection={<IconArrowDown size={14} />} disabled={!props.canMoveLater} onClick={() => props.onMove(1)}>
                {t(isHorizontal ? 'editor.scenes.moveRight' : 'editor.scenes.moveDown')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} />}
                disabled={!props.canDelete}
                title={props.canDelete ? undefined : t('editor.scenes.deleteOnly')}
                onClick={props.onDelete}
                data-testid={`scene-delete-${sceneId}`}
              >
                {t('editor.scenes.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </div>
      </Popover.Target>
      <Popover.Dropdown>
        <ColorInput
          label={t('editor.scenes.backgroundLabel', { number })}
          value={scene.bg_color}
          format="hex"
          w={220}
          data-autofocus
          onChange={(color) => colorSession !== null && props.onBackground(color, `scene-bg:${sceneId}:${colorSession}`)}
          data-testid={`scene-bg-input-${sceneId}`}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
