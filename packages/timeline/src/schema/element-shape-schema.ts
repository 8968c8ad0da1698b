import { z } from 'zod';

export const ShapeKindSchema = z.enum(['circle', 'square', 'triangle']);
export type ShapeKind = z.infer<typeof ShapeKindSchema>;

/** Where cover-fitted media is anchored when it is cropped to its box. */
export const ContentPositionSchema = z.enum(['center', 'top', 'bottom', 'left', 'right']);
export type ContentPosition = z.infer<typeof ContentPositionSchema>;

/**
 * The outline of an element. On a shape element it is the drawn shape; on a
 * pic, video or person element it masks the media (a circle avatar, a
 * rounded card). A circle is the ellipse inscribed in the box; a triangle
 * points up with its base on the box's bottom edge.
 */
export const ElementShapeSchema = z.object({
  type: ShapeKindSchema.default('square'),
  /** Corner radius of a square, in reference-canvas px. */
  radius: z.number().finite().min(0).default(0),
  /** Fill inside the outline (behind media on media elements); CSS colour. */
  color: z.string().optional(),
  /** Blurs what lies behind the outline (frosted glass); radius in reference-canvas px. */
  background_gauss: z.number().finite().min(0).default(0),
  content_position: ContentPositionSchema.default('center'),
});
export type ElementShape = z.infer<typeof ElementShapeSchema>;
