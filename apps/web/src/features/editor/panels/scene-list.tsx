import { Button, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { addScene, createBlankScene, deleteScene, duplicateScene, getCanvasSize, moveScene, setSceneFields } from '@talkreel/timeline';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorSnapshot, useEditorStore } from '../hooks/use-editor.ts';
import { SceneCard } from './scenes/scene-card.tsx';
import { SceneThumbnailPainter } from './scenes/scene-thumbnail-painter.ts';
import { thumbnailWidthPx } from './scenes/state/thumbnail-frame.ts';
import { useSceneDrag } from './scenes/use-scene-drag.ts';
import classes from './scenes/scene-list.module.css';

/**
 * The scenes as slides (Descript-style): a column of cards on a desktop, a
 * strip across on a phone. A card shows its scene; cards are reordered by
 * dragging or Alt+Arrow; new scenes go after the current one.
 */
export function SceneList() {
  const { t } = useTranslation();
  const store = useEditorStore();
  const { workspace, sceneId } = useEditorSnapshot();
  const isHorizontal = useMediaQuery('(max-width: 48em)') ?? false;
  const [painter] = useState(() => new SceneThumbnailPainter());
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  // The card to focus after the list re-renders (a moved card loses focus when React moves its node).
  const focusAfterRenderRef = useRef<string | null>(null);
  const scenes = workspace.scenes;
  const canvas = getCanvasSize(workspace.aspect_ratio);
  const thumbnailSize = { widthPx: thumbnailWidthPx, heightPx: Math.round((thumbnailWidthPx * canvas.heightPx) / canvas.widthPx) };

  const move = useCallback(
    (movedId: string, toIndex: number) => {
      store.execute(moveScene(movedId, toIndex));
      setAnnouncement(t('editor.scenes.moved', { position: toIndex + 1 }));
    },
    [store, t],
  );
  const sceneDrag = useSceneDrag(listRef, isHorizontal, move);

  useEffect(() => {
    const focusId = focusAfterRenderRef.current;
    if (!focusId) return;
    focusAfterRenderRef.current = null;
    listRef.current?.querySelector<HTMLElement>(`[data-testid="scene-card-${CSS.escape(focusId)}"]`)?.focus();
  }, [scenes]);

  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>(`[data-testid="scene-card-${CSS.escape(sceneId)}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [sceneId]);

  const addAfterCurrent = () => {
    const current = store.scene;
    const index = scenes.findIndex((scene) => scene.id === current.id);
    const id = store.nextId();
    store.execute(addScene(index + 1, createBlankScene(id, current.bg_color)));
    store.setScene(id);
  };

  const duplicate = (index: number) => {
    store.execute(duplicateScene(scenes[index]!.id!, store.nextId));
    const copy = store.workspace.scenes[index + 1];
    if (copy?.id) store.setScene(copy.id);
  };

  const remove = (index: number) => {
    const removedId = scenes[index]!.id!;
    // Deleting the scene on screen shows its neighbour (the one before, or the next for the first).
    if (removedId === sceneId) {
      const neighbour = scenes[index - 1] ?? scenes[index + 1];
      if (neighbour?.id) store.setScene(neighbour.id);
    }
    store.execute(deleteScene(removedId));
  };

  return (
    <div className={classes.root} data-testid="editor-scenes">
      <ol ref={listRef} className={classes.list} aria-label={t('editor.scenes.title')}>
        {scenes.map((scene, index) => {
          const id = scene.id!;
          const drag = sceneDrag.drag;
          const isLastGap = drag?.dropIndex === scenes.length && index === scenes.length - 1;
          return (
            <SceneCard
              key={id}
              workspace={workspace}
              scene={scene}
              index={index}
              isCurrent={id === sceneId}
              isHorizontal={isHorizontal}
              isDragging={drag?.sceneId === id}
              dropIndicator={drag?.dropIndex === index ? 'before' : isLastGap ? 'after' : null}
              painter={painter}
              resolve={store.media.resolve}
              thumbnailSize={thumbnailSize}
              canDelete={scenes.length > 1}
              canMoveEarlier={index > 0}
              canMoveLater={index < scenes.length - 1}
              pointerHandlers={sceneDrag.handlersFor(id, index)}
              onShow={() => {
                if (!sceneDrag.consumeDragClick()) store.setScene(id);
              }}
              onDuplicate={() => duplicate(index)}
              onDelete={() => remove(index)}
              onMove={(delta) => {
                const toIndex = index + delta;
                if (toIndex < 0 || toIndex >= scenes.length) return;
                focusAfterRenderRef.current = id;
                move(id, toIndex);
              }}
              onBackground={(color, gesture) => store.execute(setSceneFields(id, { bg_color: color }), { gesture })}
              onBackgroundDone={() => store.endGesture()}
            />
          );
        })}
      </ol>
      <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={addAfterCurrent} data-testid="scene-add">
        {t('editor.scenes.add')}
      </Button>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </div>
  );
}
