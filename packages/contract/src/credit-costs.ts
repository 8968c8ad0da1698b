// Every price in credits, in one place: the server debits these (each video
// kind's price through its format in `@talkreel/formats`), the web app shows
// the same numbers in its credit dialogs.

/**
 * What one render of each paid video kind costs, keyed by the project kind
 * (`projects.kind`): debited when the render is queued, refunded if it fails.
 * A topic video (a presenter speaking a topic's scenes) is sold as a
 * talking-avatar video; any other project with a speaking or listening person
 * pays a talking photo's price.
 */
export const renderCreditCosts = {
  /** One credit per talking-photo video (spec §9). */
  talking_photo: 1,
  /** A talking-avatar video, and a topic video. */
  talking_avatar: 1,
  /** A two-host podcast video (the spec's podcast dialog passes 1). */
  podcast: 1,
  /** One video of a batch (a template filled from one sheet row), whatever the template holds. */
  batch: 1,
} as const;

/** A look generation once the Free plan's trials are spent (the avatar dialogs pass 1). */
export const lookGenerationCreditCost = 1;
/** 'Create Avatar': the avatar and its welcome clip (a talking-avatar video), as the spec's avatar credit dialogs say. */
export const avatarCreditCost = 1;

/** A video translation: credits per started minute of the source, per target language (the renders included). */
export const translationCreditsPerMinute = 1;

/** What translating a video of `durationMs` into `targets` languages costs. */
export function translationCreditCost(durationMs: number, targets: number): number {
  return Math.max(1, Math.ceil(durationMs / 60_000)) * translationCreditsPerMinute * targets;
}
