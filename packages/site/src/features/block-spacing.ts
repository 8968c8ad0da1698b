import type { FeatureBlockKind } from './feature-block-schemas.ts';

/** A band's background: white, the page tint (#F7F7FB), or the brand gradient of the final call to action. */
export type BandTone = 'white' | 'tint' | 'brand';

export interface BandSpacing {
  tone: BandTone;
  /** Extra classes on the band's `<section>`, from the rules below. */
  classes: string[];
}

/**
 * Blocks whose body continues the block before them rather than opening a new
 * section: a row of number statistics reads as the evidence of the section
 * above, so it keeps that section's background.
 */
const continuingKinds: ReadonlySet<FeatureBlockKind> = new Set(['data-display']);

/**
 * The background and spacing classes of each block, from its neighbours
 * (site-spec §2: 'Blocks have spacing rules that depend on neighbouring
 * blocks'). Rules, in order:
 * 1. Bands alternate white and tint, starting with white (the hero ends on the tint).
 * 2. A title-component heads the block after it: that block shares its
 *    background, and the pair reads as one section (`band-joins-next` on the
 *    title: no bottom padding; `band-joined` on the block: no top padding, no
 *    heading gap of its own).
 * 3. A data-display after another block (not the first, not after a title or
 *    the call to action) continues it: same background.
 * 4. Two bands of the same background in a row would double the padding
 *    between them: the second one's top padding is halved (`band-continues`).
 * 5. final-cta is the brand gradient; the band before it keeps its bottom
 *    padding (`band-before-cta`: a little more, so the gradient does not crowd
 *    the last content), and alternation resumes after it.
 */
export function planBlockSpacing(kinds: readonly FeatureBlockKind[]): BandSpacing[] {
  const plans: BandSpacing[] = [];
  let nextTone: Exclude<BandTone, 'brand'> = 'white';
  for (const [index, kind] of kinds.entries()) {
    const previousKind = kinds[index - 1];
    const previous = plans[index - 1];
    const classes: string[] = [];
    let tone: BandTone;
    if (kind === 'final-cta') {
      tone = 'brand';
      if (previous) previous.classes.push('band-before-cta');
    } else if (previous && previousKind === 'title-component') {
      tone = previous.tone;
      classes.push('band-joined');
    } else if (previous && previous.tone !== 'brand' && continuingKinds.has(kind)) {
      tone = previous.tone;
      classes.push('band-continues');
    } else {
      tone = nextTone;
    }
    if (kind === 'title-component' && index + 1 < kinds.length && kinds[index + 1] !== 'final-cta') classes.push('band-joins-next');
    if (tone !== 'brand') nextTone = tone === 'white' ? 'tint' : 'white';
    plans.push({ tone, classes });
  }
  return plans;
}
