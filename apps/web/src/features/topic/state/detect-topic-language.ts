/**
 * The language a topic is written in, for the Language field while the
 * person has not chosen one: a Chinese topic on the English default would
 * have its script written in English (or, worse, both). Only the two
 * languages the built-in writer writes are told apart (Latin letters read as
 * English, the default); a topic with neither keeps the field as it is.
 */
export function detectTopicLanguage(topic: string): 'chinese' | 'english' | undefined {
  let han = 0;
  let latin = 0;
  for (const character of topic) {
    if (/\p{Script=Han}/u.test(character)) han += 1;
    else if (/[a-z]/iu.test(character)) latin += 1;
  }
  // A Chinese character carries about a word: three Latin letters weigh as much as one.
  if (han === 0 && latin === 0) return undefined;
  return han * 3 >= latin ? 'chinese' : 'english';
}
