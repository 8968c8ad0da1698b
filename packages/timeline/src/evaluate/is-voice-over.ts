import type { TimelineElement } from '../schema/element-schema.ts';

/** A person heard, not seen (`prop.voice_over`): its own file is neither drawn nor played; its speech is heard through the voice the render adds. */
export function isVoiceOver(element: TimelineElement): boolean {
  return element.type === 'person' && element.prop.voice_over === true;
}
