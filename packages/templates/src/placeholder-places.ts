import type { TemplateVariableType } from '@talkreel/contract';

/** Where in a workspace a placeholder stands: on the workspace, a scene, or an element (with its type), and the field below it. */
export interface PlaceholderPlace {
  level: 'workspace' | 'scene' | 'element';
  elementType?: string;
  /** The path below the workspace, scene or element (`prop/textInfo/text`). */
  field: string;
}

/** Reads a placeholder's JSON path against the document it is in. */
export function placeOf(document: unknown, path: readonly (string | number)[]): PlaceholderPlace {
  const [scenes, , tracks, , layers, layerIndex] = path;
  if (scenes === 'scenes' && tracks === 'tracks' && layers === 'layers' && typeof layerIndex === 'number') {
    let layer: unknown = document;
    for (const segment of path.slice(0, 6)) layer = (layer as Record<string | number, unknown>)[segment];
    const elementType = (layer as { type?: unknown }).type;
    return { level: 'element', elementType: typeof elementType === 'string' ? elementType : '', field: path.slice(6).join('/') };
  }
  if (scenes === 'scenes' && path.length >= 2) return { level: 'scene', field: path.slice(2).join('/') };
  return { level: 'workspace', field: path.join('/') };
}

const textFields = new Set(['prop/textInfo/text', 'subtitle/text', 'prop/speech/script']);
const elementColourFields = new Set([
  'prop/textInfo/color',
  'prop/textInfo/strokeColor',
  'prop/textInfo/shadowColor',
  'prop/textInfo/backgroundColor',
  'prop/shapeInfo/strokeColor',
  'shape/color',
]);

/** Where each type of variable may stand; a reason when this place is not one of them. */
export function misplacedReason(type: TemplateVariableType, place: PlaceholderPlace, isWhole: boolean): string | undefined {
  const onElement = (elementType: string, field: string) => place.level === 'element' && place.elementType === elementType && place.field === field;
  if (type === 'text') {
    return place.level === 'element' && textFields.has(place.field)
      ? undefined
      : 'a text variable fills a text element’s text, a subtitle’s text or a person’s script';
  }
  if (!isWhole) return `a ${type} variable must be the whole string ("{{key}}"), not part of one`;
  switch (type) {
    case 'image':
      return onElement('pic', 'path') ? undefined : 'an image variable is the path of a pic element';
    case 'video':
      return onElement('video', 'path') ? undefined : 'a video variable is the path of a video element';
    case 'voice':
      return onElement('person', 'prop/speech/voice_id') ? undefined : 'a voice variable is a person’s prop.speech.voice_id';
    case 'avatar':
      return onElement('person', 'path') || onElement('person', 'prop/look/id') ? undefined : 'an avatar variable is a person’s path and prop.look.id';
    case 'colour':
      return (place.level === 'scene' && place.field === 'bg_color') || (place.level === 'element' && elementColourFields.has(place.field))
        ? undefined
        : 'a colour variable is a scene’s bg_color or an element’s colour (textInfo colours, shape.color, shapeInfo.strokeColor)';
  }
}
