/** Characters as a person counts them: Unicode code points, so an emoji is one, not two UTF-16 units. */
export function countCharacters(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    // A low surrogate completes the pair its high surrogate already counted.
    if (unit < 0xdc00 || unit > 0xdfff) count += 1;
  }
  return count;
}
