import type { TemplateAspectRatio, TemplateCategory, TemplateVariable } from '@talkreel/contract';

/** A checked template, as the library holds it. */
export interface Template {
  /** The file name without `.json`. */
  id: string;
  name: string;
  category: TemplateCategory;
  aspectRatio: TemplateAspectRatio;
  /** As written: an image or video default is a file the template ships (`media/lamp.jpg`). */
  variables: TemplateVariable[];
  /** The workspace as written, its `{{key}}` placeholders in it; `fillTemplate` makes a workspace of it. */
  document: Record<string, unknown>;
  /** The scenes' lengths added up, as written (a render fits each speaking scene to its speech). */
  durationMs: number;
  /** Some person in it speaks. */
  hasPresenter: boolean;
  /** The files under `media/` its defaults name, each once, in variable order. */
  mediaFiles: string[];
}
