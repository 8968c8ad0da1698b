import type { Workspace } from '@talkreel/timeline';
import { ImageLibrary, isImagePath } from './image-library.ts';
import type { PlayablePlacement } from './media-targets.ts';
import { PlayableMediaPool } from './playable-media-pool.ts';

/**
 * Every file a workspace shows or sounds, loaded as soon as the player
 * starts: pictures (pic elements, and video or person elements whose path
 * names a picture) through the ImageLibrary, the rest in real media
 * elements. Uploads are stored without an extension, so a person or video
 * file that `<video>` cannot play is tried as a picture too, as the
 * renderer draws a picture given to such an element.
 */
export class MediaSources {
  readonly images: ImageLibrary;
  readonly media: PlayableMediaPool;
  readonly #picturePaths = new Set<string>();

  constructor(workspace: Workspace, placements: readonly PlayablePlacement[], onChange: () => void) {
    this.images = new ImageLibrary(onChange);
    this.media = new PlayableMediaPool(() => {
      for (const { element } of this.media.listFailed()) if (element.type !== 'music') this.images.load(element.path);
      onChange();
    });
    for (const scene of workspace.scenes) {
      for (const track of scene.tracks) {
        for (const element of track.layers) {
          const isPicture = element.type === 'pic' || ((element.type === 'video' || element.type === 'person') && isImagePath(element.path));
          if (isPicture) this.#picturePaths.add(element.path);
        }
      }
    }
    for (const picturePath of this.#picturePaths) this.images.load(picturePath);
    for (const { key, element } of placements) if (!isImagePath(element.path)) this.media.register(key, element);
  }

  /** 'Failed to display image': a picture did not load. */
  get hasImageError(): boolean {
    return [...this.#picturePaths].some((picturePath) => this.images.getState(picturePath) === 'error');
  }

  /** 'Media load error, please retry': a file neither plays nor (for a person or video) shows as a picture. */
  get hasMediaError(): boolean {
    return this.media.listFailed().some(({ element }) => element.type === 'music' || this.images.getState(element.path) === 'error');
  }

  /** Loads failed pictures and media again. */
  retry(): void {
    this.images.retry();
    this.media.retry();
  }

  dispose(): void {
    this.media.dispose();
  }
}
