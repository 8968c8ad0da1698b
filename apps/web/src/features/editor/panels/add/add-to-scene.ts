import { addElements, getCanvasSize, type TimelineElement } from '@talkreel/timeline';
import type { StoredFile } from '@talkreel/contract';
import type { EditorStore } from '../../state/editor-store.ts';
import { fitMediaBox } from './state/fit-media-box.ts';
import { buildMusicElement, buildPictureElement, buildVideoElement } from './state/media-elements.ts';
import { storedFileKey } from './state/stored-file-key.ts';
import { elementTypeForKind } from './state/upload-target.ts';
import { readMediaSize } from './read-media-size.ts';

/** Adds an element to the scene on screen (on top: addElements) and selects it. */
export function addToCurrentScene(store: EditorStore, build: (id: string, sceneDurationMs: number) => TimelineElement): void {
  const scene = store.scene;
  const id = store.nextId();
  store.execute(addElements(scene.id!, [build(id, scene.duration)]));
  store.select([id]);
}

/**
 * Adds an upload to the scene on screen: a picture or video at its natural
 * aspect inside the canvas, or music. Its key is registered with its URL
 * first, so the preview can load it as soon as the element exists.
 */
export async function addUploadedFile(store: EditorStore, file: StoredFile): Promise<void> {
  const path = storedFileKey(file);
  store.media.add(path, file.full_path);
  const type = elementTypeForKind(file.file_type);
  const fileName = file.file_name;
  if (type === 'music') {
    addToCurrentScene(store, (id, durationMs) => buildMusicElement({ id, path, durationMs, fileName }));
    return;
  }
  const size = await readMediaSize(file.full_path, type);
  const box = fitMediaBox(size?.widthPx ?? 0, size?.heightPx ?? 0, getCanvasSize(store.workspace.aspect_ratio));
  addToCurrentScene(store, (id, durationMs) =>
    type === 'pic' ? buildPictureElement({ id, path, durationMs, fileName }, box) : buildVideoElement({ id, path, durationMs, fileName }, box),
  );
}
