/** An embedded voice as a voice row stores it (`engine` settings for synthesizeWithStoredEngine) and its language. */
export interface ReferenceVoice {
  engine: Record<string, unknown>;
  language: string;
}

/**
 * The embedded voice a recording's script is spoken with to align the
 * recording to it (transcript-guided mouth shapes): eSpeak NG's Mandarin
 * when the text has a Han character, else its American English.
 */
export function referenceVoiceFor(text: string): ReferenceVoice {
  const isChinese = /\p{Script=Han}/u.test(text);
  return isChinese
    ? { engine: { name: 'espeak-ng', voice: 'cmn', variant: 'f3', rate: 1, pitch: 0 }, language: 'chinese' }
    : { engine: { name: 'espeak-ng', voice: 'en-us', variant: 'f3', rate: 1, pitch: 0 }, language: 'english' };
}
