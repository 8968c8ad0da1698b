import { formats, type ProjectKind } from './formats.ts';
import type { RenderCharge } from './project-format.ts';
import { talkingPhotoFormat } from './talking-photo.format.ts';

/**
 * What one render of a project costs: its kind's price, whichever door it
 * came through; a kind without a price of its own (a plain project) pays a
 * talking photo's when it animates a person (one who speaks or listens) and
 * nothing otherwise.
 */
export function renderCostOf(kind: ProjectKind, hasAnimatedPerson: boolean): RenderCharge | null {
  return formats[kind].creditCost ?? (hasAnimatedPerson ? talkingPhotoFormat.creditCost : null);
}
