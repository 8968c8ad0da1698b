import { z } from 'zod';
import { ElementShapeSchema } from './element-shape-schema.ts';
import { ElementPropSchema } from './element-prop-schema.ts';
import { ElementTimelineSchema } from './element-timeline-schema.ts';
import { FontFamilySchema, SubtitleContentSchema } from './subtitle-content-schema.ts';

export const ElementTypeSchema = z.enum(['music', 'video', 'person', 'pic', 'subtitle', 'text', 'shape']);
export type ElementType = z.infer<typeof ElementTypeSchema>;

export const elementTypes: readonly ElementType[] = ElementTypeSchema.options;

/** How media fills its box: crop to cover it, fit inside it, or stretch to it. */
export const FitModeSchema = z.enum(['cover', 'contain', 'fill']);
export type FitMode = z.infer<typeof FitModeSchema>;

const referencePx = z.number().finite();

/**
 * Fields every element shares. Geometry is in reference-canvas px with (x, y)
 * the top-left of the unrotated box; `r` rotates about the box centre in
 * degrees, clockwise; `alpha` is opacity 0–1; a higher `zindex` is drawn on top.
 */
const elementBaseShape = {
  /** Stable id from the editor; elements without one are keyed by position. */
  id: z.string().optional(),
  track_type: ElementTypeSchema.optional(),
  timeline: ElementTimelineSchema,
  zindex: z.number().int().default(0),
  prop: ElementPropSchema.prefault({}),
};

const visualShape = {
  ...elementBaseShape,
  x: referencePx,
  y: referencePx,
  w: referencePx.min(0),
  h: referencePx.min(0),
  r: z.number().finite().default(0),
  alpha: z.number().min(0).max(1).default(1),
  /** Blurs the element itself; radius in reference-canvas px. */
  gauss: z.number().finite().min(0).default(0),
  shape: ElementShapeSchema.optional(),
};

const mediaShape = {
  ...visualShape,
  /** A file path (relative paths resolve against the renderer's media directory) or URL. */
  path: z.string().min(1),
  fit_mode: FitModeSchema.default('cover'),
};

/** 0–100, as in the editor's volume slider. */
const volumeSchema = z.number().min(0).max(100).default(100);

export const MusicElementSchema = z.object({
  ...elementBaseShape,
  type: z.literal('music'),
  path: z.string().min(1),
  volume: volumeSchema,
  x: referencePx.default(0),
  y: referencePx.default(0),
  w: referencePx.default(0),
  h: referencePx.default(0),
});
export const VideoElementSchema = z.object({ ...mediaShape, type: z.literal('video'), volume: volumeSchema });
export const PersonElementSchema = z.object({ ...mediaShape, type: z.literal('person'), volume: volumeSchema });
export const PicElementSchema = z.object({ ...mediaShape, type: z.literal('pic') });
export const TextElementSchema = z.object({ ...visualShape, type: z.literal('text'), font_family: FontFamilySchema.optional() });
export const SubtitleElementSchema = z.object({
  ...visualShape,
  type: z.literal('subtitle'),
  subtitle: SubtitleContentSchema,
  font_family: FontFamilySchema.optional(),
});
export const ShapeElementSchema = z.object({ ...visualShape, type: z.literal('shape'), shape: ElementShapeSchema.prefault({}) });

export const TimelineElementSchema = z.discriminatedUnion('type', [
  MusicElementSchema,
  VideoElementSchema,
  PersonElementSchema,
  PicElementSchema,
  TextElementSchema,
  SubtitleElementSchema,
  ShapeElementSchema,
]);

export type MusicElement = z.infer<typeof MusicElementSchema>;
export type VideoElement = z.infer<typeof VideoElementSchema>;
export type PersonElement = z.infer<typeof PersonElementSchema>;
export type PicElement = z.infer<typeof PicElementSchema>;
export type TextElement = z.infer<typeof TextElementSchema>;
export type SubtitleElement = z.infer<typeof SubtitleElementSchema>;
export type ShapeElement = z.infer<typeof ShapeElementSchema>;
export type TimelineElement = z.infer<typeof TimelineElementSchema>;
export type TimelineElementInput = z.input<typeof TimelineElementSchema>;

/** Elements that draw pixels (all but music). */
export type VisualElement = Exclude<TimelineElement, MusicElement>;
/** Elements whose media has a play position (and may have sound). */
export type PlayableElement = MusicElement | VideoElement | PersonElement;

export function isVisualElement(element: TimelineElement): element is VisualElement {
  return element.type !== 'music';
}

export function isPlayableElement(element: TimelineElement): element is PlayableElement {
  return element.type === 'music' || element.type === 'video' || element.type === 'person';
}
