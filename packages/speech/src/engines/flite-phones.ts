/** Flite's US English phone set (CMU lexicon, ARPAbet) in IPA, so all engines report phonemes alike. */
const arpabetToIpa: Readonly<Record<string, string>> = {
  aa: 'ɑ',
  ae: 'æ',
  ah: 'ʌ',
  ao: 'ɔ',
  aw: 'aʊ',
  ax: 'ə',
  axr: 'ɚ',
  ay: 'aɪ',
  b: 'b',
  ch: 'tʃ',
  d: 'd',
  dh: 'ð',
  dx: 'ɾ',
  eh: 'ɛ',
  el: 'l̩',
  em: 'm̩',
  en: 'n̩',
  er: 'ɝ',
  ey: 'eɪ',
  f: 'f',
  g: 'ɡ',
  hh: 'h',
  ih: 'ɪ',
  ix: 'ɨ',
  iy: 'i',
  jh: 'dʒ',
  k: 'k',
  l: 'l',
  m: 'm',
  n: 'n',
  ng: 'ŋ',
  ow: 'oʊ',
  oy: 'ɔɪ',
  p: 'p',
  r: 'ɹ',
  s: 's',
  sh: 'ʃ',
  t: 't',
  th: 'θ',
  uh: 'ʊ',
  uw: 'u',
  v: 'v',
  w: 'w',
  y: 'j',
  z: 'z',
  zh: 'ʒ',
};

export function fliteSymbolToIpa(phone: string): string {
  return arpabetToIpa[phone] ?? phone;
}

export function isFlitePause(phone: string): boolean {
  return phone === 'pau' || phone === '';
}

/**
 * Maps each phone of a sentence to the word it belongs to, given each word's
 * phones as Flite says them in isolation. Minimum-edit-distance alignment
 * (match 0, substitution/insertion/deletion 1) absorbs the few phones that
 * change in context (the → dh iy / dh ax). Returns a word index per phone.
 */
export function assignPhonesToWords(sentencePhones: readonly string[], wordPhones: readonly (readonly string[])[]): number[] {
  const reference: { phone: string; wordIndex: number }[] = wordPhones.flatMap((phones, wordIndex) => phones.map((phone) => ({ phone, wordIndex })));
  const rows = sentencePhones.length + 1;
  const columns = reference.length + 1;
  const cost = new Uint32Array(rows * columns);
  for (let row = 0; row < rows; row++) cost[row * columns] = row;
  for (let column = 0; column < columns; column++) cost[column] = column;
  for (let row = 1; row < rows; row++) {
    for (let column = 1; column < columns; column++) {
      const substitution = sentencePhones[row - 1] === reference[column - 1]?.phone ? 0 : 1;
      cost[row * columns + column] = Math.min(
        (cost[(row - 1) * columns + column - 1] as number) + substitution,
        (cost[(row - 1) * columns + column] as number) + 1,
        (cost[row * columns + column - 1] as number) + 1,
      );
    }
  }
  const assigned = new Array<number>(sentencePhones.length).fill(-1);
  let row = rows - 1;
  let column = columns - 1;
  while (row > 0) {
    const here = cost[row * columns + column] as number;
    const substitution = column > 0 && sentencePhones[row - 1] === reference[column - 1]?.phone ? 0 : 1;
    if (column > 0 && here === (cost[(row - 1) * columns + column - 1] as number) + substitution) {
      assigned[row - 1] = (reference[column - 1] as { wordIndex: number }).wordIndex;
      row--;
      column--;
    } else if (column > 0 && here === (cost[row * columns + column - 1] as number) + 1) {
      column--;
    } else {
      assigned[row - 1] = reference[Math.max(0, column - 1)]?.wordIndex ?? 0;
      row--;
    }
  }
  return assigned;
}
