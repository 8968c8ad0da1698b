import type { Workspace } from '@talkreel/timeline';
import { ImageLibrary, isImagePath } from './image-library.ts';
import type { PlayablePlacement } from './media-targets.ts';
import { PlayableMediaPool } from './playable-media-pool.ts';

/** What could not be shown: keys of playable elements whose file neither plays nor shows, and picture paths that did not load. */
export interface MediaFailures {
  mediaKeys: readonly string[];
  imagePaths: readonly string[];
}

/**
 * Every file a workspace shows or sounds, loaded as soon as the player
 * starts: pictures (pic elements, and video or person elements whose path
 * names a picture) through the ImageLibrary, the rest in real media
 * elements. Uploads are stored without an extension, so a person or video
 * file that `<video>` cannot play is tried as a picture too, as the
 * renderer draws a picture given to such an element. `update` follows an
 * edited workspace: new files load, media no longer used is released.
 */
export class MediaSources {
  readonly images: ImageLibrary;
  readonly media: PlayableMediaPool;
  readonly #resolvePath: (mediaPath: string) => string;
  /** isPicturePath by path: an edit asks again for every element. */
  readonly #isPictureByPath = new Map<string, boolean>();
  #picturePaths = new Set<string>();

  constructor(
    workspace: Workspace,
    placements: readonly PlayablePlacement[],
    onChange: () => void,
    resolvePath: (mediaPath: string) => string = (mediaPath) => mediaPath,
  ) {
    this.#resolvePath = resolvePath;
    this.images = new ImageLibrary(onChange, resolvePath);
    this.media = new PlayableMediaPool(() => {
      for (const { element } of this.media.listFailed()) if (element.type !== 'music') this.images.load(element.path);
      onChange();
    }, resolvePath);
    this.update(workspace, placements);
  }

  /** Whether a path names a picture, judged by the URL it loads from (a storage key may have no extension). */
  isPicturePath(mediaPath: string): boolean {
    let isPicture = this.#isPictureByPath.get(mediaPath);
    if (isPicture === undefined) {
      isPicture = isImagePath(this.#resolvePath(mediaPath));
      this.#isPictureByPath.set(mediaPath, isPicture);
    }
    return isPicture;
  }

  /** Loads what the workspace uses and is not loaded yet, and releases the media elements of removed placements. */
  update(workspace: Workspace, placements: readonly PlayablePlacement[]): void {
    const picturePaths = new Set<string>();
    for (const scene of workspace.scenes) {
      for (const track of scene.tracks) {
        for (const element of track.layers) {
          const isPicture = element.type === 'pic' || ((element.type === 'video' || element.type === 'person') && this.isPicturePath(element.path));
          if (isPicture) picturePaths.add(element.path);
        }
      }
    }
    this.#picturePaths = picturePaths;
    for (const picturePath of picturePaths) this.images.load(picturePath);
    const kept = new Set<string>();
    for (const { key, element } of placements) {
      if (this.isPicturePath(element.path)) continue;
      kept.add(key);
      this.media.register(key, element);
    }
    for (const key of this.media.keys()) if (!kept.has(key)) this.media.release(key);
  }

  /** 'Failed to display image': a picture did not load. */
  get hasImageError(): boolean {
    return [...this.#picturePaths].some((picturePath) => this.images.getState(picturePath) === 'error');
  }

  /** 'Media load error, please retry': a file neither plays nor (for a person or video) shows as a picture. */
  get hasMediaError(): boolean {
    return this.media.listFailed().some(({ element }) => element.type === 'music' || this.images.getState(element.path) === 'error');
  }

  /** Which elements' files failed, for messages over their boxes. */
  listFailures(): MediaFailures {
    return {
      mediaKeys: this.media
        .listFailed()
        .filter(({ element }) => element.type === 'music' || this.images.getState(element.path) === 'error')
        .map(({ key }) => key),
      imagePaths: [...this.#picturePaths].filter((picturePath) => this.images.getState(picturePath) === 'error'),
    };
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
