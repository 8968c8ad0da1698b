/** 0 → A, 25 → Z, 26 → AA: the name a spreadsheet gives a column. */
export function columnLetter(columnIndex: number): string {
  let letters = '';
  for (let rest = columnIndex + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** A → 0, AA → 26; undefined when `letters` are not column letters. */
export function columnIndexOf(letters: string): number | undefined {
  if (!/^[A-Z]{1,3}$/.test(letters)) return undefined;
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}
