import type { KenBurns, TimelineElementInput } from '@talkreel/timeline';
import type { LayoutBox, ProductVideoLayout } from './product-video-layout.ts';

/** One product picture or clip: a stored file of the owner's (the render reads only stored files). */
export interface ProductVideoMedia {
  /** Storage key of the stored copy. */
  key: string;
  type: 'image' | 'video';
  widthPx: number;
  heightPx: number;
  /** A clip's length; unknown, each use of it plays from its start. */
  durationMs?: number;
  /** What the product page calls it (the uploaded file's name, or the picture's file name on the shop): the editor's label. */
  name?: string;
  /** Where it came from (the shop's picture address): its file name labels it when it has no name. */
  sourceUrl?: string;
}

/** One use of a product medium in a scene: its slot, and where a clip starts playing. */
export interface MediaSlot {
  media: ProductVideoMedia;
  startMs: number;
  endMs: number;
  /** Ms into the clip where this use starts (a clip used twice shows another part the second time). */
  clipStartMs: number;
}

/**
 * A picture or clip that keeps at least this share of each side when it is
 * cropped to fill the frame fills it; a narrower or wider one is fitted
 * whole on the stage, over a blurred copy of itself that fills the frame.
 */
const fullFrameCoverage = 0.7;
/** How soft the blurred copy behind a fitted picture is, reference px. */
const backdropBlurPx = 60;
/** Two pictures of one scene cross-fade over this long. */
export const mediaCrossFadeMs = 400;
/** A Ken Burns move zooms between these scales: slow enough to read as a still brought to life. */
const kenBurnsScales = { wide: 1.02, close: 1.18 } as const;
/** Where a move drifts: from one side of the picture towards the other, by this much of the box from the centre. */
const kenBurnsDrift = 0.18;

/** Longest label the timeline keeps (`prop.meta.name`). */
const maxNameLength = 255;

/** The last part of an address's path, decoded, without its query; '' when there is none. */
function fileNameOfUrl(address: string): string {
  try {
    const last = new URL(address).pathname.split('/').filter(Boolean).pop() ?? '';
    return decodeURIComponent(last);
  } catch {
    return '';
  }
}

/**
 * The medium's label in the editor (`prop.meta.name`, as uploads elsewhere
 * keep the user's file name): its own name, else the file name in its source
 * address, else the stored file's name.
 */
function mediaLabelOf(media: ProductVideoMedia): string {
  const label = media.name?.trim() || (media.sourceUrl ? fileNameOfUrl(media.sourceUrl).trim() : '') || media.key.split('/').at(-1)!;
  return label.slice(0, maxNameLength);
}

/** Whether the medium fills the frame when cropped to it (see `fullFrameCoverage`). */
function fillsFrame(media: ProductVideoMedia, box: LayoutBox): boolean {
  if (media.widthPx <= 0 || media.heightPx <= 0) return true;
  const mediaAspect = media.widthPx / media.heightPx;
  const boxAspect = box.w / box.h;
  return Math.min(mediaAspect / boxAspect, boxAspect / mediaAspect) >= fullFrameCoverage;
}

/** The box of the medium fitted whole in the stage, centred. */
function fitInStage(media: ProductVideoMedia, stage: LayoutBox): LayoutBox {
  const scale = Math.min(stage.w / media.widthPx, stage.h / media.heightPx);
  const w = Math.round(media.widthPx * scale);
  const h = Math.round(media.heightPx * scale);
  return { x: Math.round(stage.x + (stage.w - w) / 2), y: Math.round(stage.y + (stage.h - h) / 2), w, h };
}

/**
 * A Ken Burns move for the `order`-th picture of the video: zooming in and
 * out by turns, drifting in one of four directions picked from the seed,
 * so that two pictures in a row never move alike.
 */
export function chooseKenBurns(seed: number, order: number): KenBurns {
  const zoomsIn = (seed + order) % 2 === 0;
  const directions = [
    [1, 0],
    [0, 1],
    [-1, 0],
    [0, -1],
  ] as const;
  const [dx, dy] = directions[(seed * 7 + order * 3) % directions.length]!;
  const from = { scale: zoomsIn ? kenBurnsScales.wide : kenBurnsScales.close, focus_x: 0.5 - dx * kenBurnsDrift, focus_y: 0.5 - dy * kenBurnsDrift };
  const to = { scale: zoomsIn ? kenBurnsScales.close : kenBurnsScales.wide, focus_x: 0.5 + dx * kenBurnsDrift, focus_y: 0.5 + dy * kenBurnsDrift };
  return { from, to };
}

/**
 * The elements that show one use of a medium: a picture fills the frame
 * with a Ken Burns move, or is fitted whole on the stage with the move over
 * a blurred copy of itself; a clip (muted: the voice and the music are the
 * sound) fills the frame or is fitted whole on the stage over the scene's
 * dark colour, and loops from its start point if the scene outlasts it. A use after the scene's first
 * fades in over the one before.
 */
export function buildMediaElements(slot: MediaSlot, id: string, layout: ProductVideoLayout, kenBurns: KenBurns, zindex: number): TimelineElementInput[] {
  const { media } = slot;
  const frame = { x: 0, y: 0, w: layout.canvas.widthPx, h: layout.canvas.heightPx };
  const cross = slot.startMs > 0 ? { in: 'fade' as const, in_time: mediaCrossFadeMs } : undefined;
  const timeline = { start: slot.startMs, end: slot.endMs, ...(cross ? { cross } : {}) };
  const meta = { meta: { name: mediaLabelOf(media) } };
  const whole = fillsFrame(media, frame);
  const box = whole ? frame : fitInStage(media, layout.stage);
  if (media.type === 'video') {
    const clip: TimelineElementInput = {
      id,
      type: 'video',
      path: media.key,
      ...box,
      fit_mode: 'cover',
      volume: 0,
      zindex,
      timeline,
      prop: { ...meta, clip: { start: slot.clipStartMs }, play_mode: 'play-loop' },
    };
    return [clip];
  }
  const picture: TimelineElementInput = {
    id,
    type: 'pic',
    path: media.key,
    ...box,
    fit_mode: 'cover',
    zindex,
    timeline,
    prop: { ...meta, ken_burns: kenBurns },
  };
  if (whole) return [picture];
  const backdrop: TimelineElementInput = {
    id: `${id}-backdrop`,
    type: 'pic',
    path: media.key,
    ...frame,
    fit_mode: 'cover',
    gauss: backdropBlurPx,
    alpha: 0.85,
    zindex,
    timeline,
    prop: meta,
  };
  return [backdrop, picture];
}
