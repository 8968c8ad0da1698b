import { evaluate, getCanvasSize, type Scene, type Workspace } from '@talkreel/timeline';
import { FrameDrawer } from '../../../../ui/timeline-player/state/frame-drawer.ts';
import { ImageLibrary, isImagePath } from '../../../../ui/timeline-player/state/image-library.ts';
import { loadWorkspaceFonts } from '../../../../ui/timeline-player/state/load-workspace-fonts.ts';
import { PlayableMediaPool } from '../../../../ui/timeline-player/state/playable-media-pool.ts';
import { buildThumbnailWorkspace, thumbnailTimeMs, thumbnailWidthPx } from './state/thumbnail-frame.ts';

/**
 * Paints scene thumbnails with the preview's own drawing (FrameDrawer over
 * `evaluate`), so a card looks like the canvas. Pictures are loaded once for
 * all cards; videos are not played, so a video shows as the scene colour.
 * Painted thumbnails are kept by scene object: commands share unchanged
 * scenes, so an edit repaints only the scenes it touched.
 */
export class SceneThumbnailPainter {
  readonly #images = new ImageLibrary(() => undefined);
  // Never registered: a thumbnail has no video frames, and the drawer asks this pool for them.
  readonly #media = new PlayableMediaPool(() => undefined);
  readonly #painted = new WeakMap<Scene, Promise<HTMLCanvasElement>>();

  /** The scene's thumbnail at 300 ms, a canvas `thumbnailWidthPx` wide (the same promise for the same scene object). */
  paint(workspace: Workspace, scene: Scene, resolve: (path: string) => string): Promise<HTMLCanvasElement> {
    let painted = this.#painted.get(scene);
    if (!painted) {
      painted = this.#paint(workspace, scene, resolve);
      this.#painted.set(scene, painted);
    }
    return painted;
  }

  async #paint(workspace: Workspace, scene: Scene, resolve: (path: string) => string): Promise<HTMLCanvasElement> {
    const single = buildThumbnailWorkspace(workspace, scene, resolve);
    // As the preview decides (media-sources.ts): a pic is a picture whatever its name (uploads' keys have no extension).
    const picturePaths = new Set<string>();
    for (const track of single.scenes[0]!.tracks) {
      for (const layer of track.layers) {
        // A person's photo is a picture too (a thumbnail plays no video): uploads' keys have no extension.
        const isPicture = layer.type === 'pic' || layer.type === 'person' || (layer.type === 'video' && isImagePath(layer.path));
        if (isPicture) {
          picturePaths.add(layer.path);
          this.#images.load(layer.path);
        }
      }
    }
    await Promise.all([loadWorkspaceFonts(single, false), this.#images.whenSettled()]);
    const size = getCanvasSize(workspace.aspect_ratio);
    const canvas = document.createElement('canvas');
    canvas.width = thumbnailWidthPx;
    canvas.height = Math.round((thumbnailWidthPx * size.heightPx) / size.widthPx);
    new FrameDrawer(workspace.aspect_ratio, false).draw(canvas, evaluate(single, thumbnailTimeMs(scene)), {
      images: this.#images,
      media: this.#media,
      isPicturePath: (mediaPath) => picturePaths.has(mediaPath),
    });
    return canvas;
  }
}
