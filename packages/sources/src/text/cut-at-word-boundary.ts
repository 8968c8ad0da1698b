/** How far back from the cap a word boundary is looked for, as a share of the cap; past it the text is cut where the cap falls. */
const nearShare = 0.9;

/** At most `maxChars` of the text, ending at a word boundary when one is near the cap. */
export function cutAtWordBoundary(text: string, maxChars: number): string {
  const cut = text.slice(0, maxChars);
  const lastBreak = cut.search(/\s\S*$/);
  return (lastBreak > maxChars * nearShare ? cut.slice(0, lastBreak) : cut).trimEnd();
}
