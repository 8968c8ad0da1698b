import type { ElementShape, FieldChange, ShapeInfo, ShapeKind } from '@talkreel/timeline';

/** A whole shape with the schema's defaults, so a newly made one reads like a parsed one. */
function completeShape(shape: Partial<ElementShape> | undefined): ElementShape {
  return { type: 'square', radius: 0, background_gauss: 0, content_position: 'center', ...shape };
}

/** One field of an element's shape (a shape element's outline, or a media element's mask), creating the shape whole if missing. */
export function buildShapeFieldChange<K extends keyof ElementShape>(shape: ElementShape | undefined, field: K, value: ElementShape[K]): FieldChange {
  if (shape) return { path: ['shape', field], value };
  return { path: ['shape'], value: completeShape({ [field]: value }) };
}

/** A media element's mask: a kind of outline, or `'none'` to show the whole picture. */
export function buildMaskChange(shape: ElementShape | undefined, kind: ShapeKind | 'none'): FieldChange {
  if (kind === 'none') return { path: ['shape'], value: undefined };
  return buildShapeFieldChange(shape, 'type', kind);
}

/** One field of a shape's outline (`shapeInfo`), created whole when missing so `strokeWidth` is always a number. */
export function buildShapeInfoChange<K extends keyof ShapeInfo>(shapeInfo: ShapeInfo | undefined, field: K, value: ShapeInfo[K]): FieldChange {
  if (shapeInfo) return { path: ['prop', 'shapeInfo', field], value };
  return { path: ['prop', 'shapeInfo'], value: { strokeWidth: 0, [field]: value } };
}
