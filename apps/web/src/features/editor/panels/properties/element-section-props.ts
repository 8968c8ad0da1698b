import type { FieldChange, TimelineElement } from '@talkreel/timeline';

/** What each section of one element's properties gets. */
export interface ElementSectionProps<E extends TimelineElement = TimelineElement> {
  element: E & { id: string };
  /** Writes fields of this element; calls with the same `gesture` make one undo step. */
  onFields: (fields: readonly FieldChange[], gesture?: string) => void;
}
