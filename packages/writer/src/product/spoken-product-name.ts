/**
 * Where a marketplace title stops naming the product and starts selling it:
 * a bar, a comma, a dash between spaces, a bracket, a colon, or "with" /
 * "for" ("Sony WH-1000XM5 Wireless Headphones with Auto Noise Cancelling,
 * 30 Hours …" → "Sony WH-1000XM5 Wireless Headphones").
 */
const titleSeparators = /\s*(?:[|,;:(（【[，、｜]|\s[-–—]\s|\s(?:with|for|featuring)\s)/iu;
/** A head shorter than this (in letters) is not a name on its own ("3-Pack", "New"): the title is said whole. */
const minimumNameLetters = 4;

/**
 * The product's name as the presenter says it: the title up to its first
 * separator when what comes before it is a name of its own, else the whole
 * title. Spaces are tidied; nothing is cut inside a phrase.
 */
export function speakProductName(title: string): string {
  const tidy = title.replace(/\s+/gu, ' ').trim();
  const match = titleSeparators.exec(tidy);
  if (!match || match.index === 0) return tidy;
  const head = tidy.slice(0, match.index).trim();
  return (head.match(/\p{L}/gu)?.length ?? 0) >= minimumNameLetters ? head : tidy;
}
