import type { WorkspaceInput } from '@talkreel/timeline';

/** What one render is charged: the credits debited with its task, and the reason the credit ledger records. */
export interface RenderCharge {
  amount: number;
  reason: string;
}

/**
 * One kind of project (`projects.kind`): what a render of it costs, at which
 * size it renders, and whether My Videos lists it. The stored kind strings
 * never change (no migration rewrites them); a new video product is a new
 * format file and one line in `formats.ts`.
 */
export interface ProjectFormat<Kind extends string = string> {
  readonly kind: Kind;
  /**
   * What each render queued through `submitRender` costs. null: the kind has
   * no price of its own, so a render pays a talking photo's price when it
   * animates a person (one who speaks or listens) and nothing otherwise
   * (`renderCostOf`).
   */
  readonly creditCost: RenderCharge | null;
  /**
   * Output px per reference px (1080×1920, 1920×1080 or 1080×1080): 1 renders
   * at 1080p, 2/3 at 720p, 1/2 at 540p. The face animator's work grows with
   * the pixels, so kinds that animate photos or two people render smaller.
   */
  readonly renderScale: number;
  /** Whether My Videos lists projects of this kind (scripts and clips made for other pages are not videos of their own). */
  readonly isListed: boolean;
}

/** A format whose workspace the product builds from what a form or a script says. */
export interface BuiltProjectFormat<Kind extends string, Input> extends ProjectFormat<Kind> {
  /** Pure: the caller reads storage and the database first and passes what it found; the result is parsed and saved by the caller. */
  buildWorkspace(input: Input): WorkspaceInput;
}
