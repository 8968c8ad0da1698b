import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArrowBarToDown, IconArrowBarToUp, IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { arrangeElement, deleteElements, findElement, type ArrangeMove, type TimelineElement } from '@talkreel/timeline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../../hooks/use-editor.ts';
import { orderForArrange } from '../state/box-changes.ts';
import { useEditGesture } from './use-edit-gesture.ts';

const moves: readonly { move: ArrangeMove; icon: ReactNode }[] = [
  { move: 'forward', icon: <IconArrowUp size={16} /> },
  { move: 'backward', icon: <IconArrowDown size={16} /> },
  { move: 'front', icon: <IconArrowBarToUp size={16} /> },
  { move: 'back', icon: <IconArrowBarToDown size={16} /> },
];

/** Bring forward, send backward, to front, to back and delete, for one element or several (each one undo step). */
export function ArrangeButtons({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const gesture = useEditGesture();
  const arrange = (move: ArrangeMove) => {
    const elements = ids.map((id) => findElement(store.workspace, id)?.element).filter((element): element is TimelineElement => element !== undefined);
    const id = gesture.id();
    for (const elementId of orderForArrange(elements, move)) store.execute(arrangeElement(elementId, move), { gesture: id });
    gesture.end();
  };
  return (
    <Group gap={4} wrap="nowrap">
      {moves.map(({ move, icon }) => (
        <Tooltip key={move} label={t(`editor.panels.properties.arrange.${move}`)}>
          <ActionIcon
            variant="default"
            aria-label={t(`editor.panels.properties.arrange.${move}`)}
            data-testid={`arrange-${move}`}
            onClick={() => arrange(move)}
          >
            {icon}
          </ActionIcon>
        </Tooltip>
      ))}
      <Tooltip label={t('editor.panels.properties.delete')}>
        <ActionIcon
          variant="light"
          color="red"
          aria-label={t('editor.panels.properties.delete')}
          data-testid="delete-selection"
          onClick={() => store.execute(deleteElements(ids))}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
