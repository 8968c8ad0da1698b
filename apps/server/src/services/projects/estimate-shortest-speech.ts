/**
 * About the least time a script takes to speak, for refusing at the door what
 * would end past a limit instead of finding out after minutes of synthesis.
 * The embedded voices speak about 14 characters a second (spaces and
 * punctuation included: 60,000 characters made 71 minutes) and Chinese or
 * Japanese 4–5; this counts a little faster (15.4 and 6.7), so what the
 * door lets by may still be refused by the render once the speech is real,
 * and what it refuses would have run past the limit.
 */
export function estimateShortestSpeechMs(script: string): number {
  let wideCharacters = 0;
  let otherCharacters = 0;
  for (const character of script.trim()) {
    if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(character)) wideCharacters += 1;
    else otherCharacters += 1;
  }
  return Math.round(wideCharacters * msPerWideCharacter + otherCharacters * msPerOtherCharacter);
}

const msPerWideCharacter = 150;
const msPerOtherCharacter = 65;
