import type { CaptionCue } from './caption-cue.ts';

/** A pause this long after a finished sentence starts a new paragraph. */
const paragraphPauseMs = 1500;
/** A pause this long starts one mid-sentence too (automatic captions may have no punctuation). */
const longPauseMs = 3000;
/** A paragraph this long ends at its next finished sentence. */
const paragraphTargetChars = 600;
/** A paragraph this long ends at the next cue even mid-sentence (automatic captions may have no punctuation). */
const paragraphMaxChars = 1500;
const sentenceEndPattern = /[.!?…。！？]["'”’)\]]*$/;
/** Sound and music cues: "[Music]", "[Applause]", "♪ lyrics ♪". */
const bracketedCuePattern = /\[[^\]]*\]|♪[^♪]*♪|[♪♫]/g;
/** A cue that is only a description in parentheses: "(audience laughing)". */
const parenthesisedCuePattern = /^\([^()]*\)$/;
/** ">>" marks a change of speaker, in automatic and in many manual captions. */
const speakerChangePattern = /^\s*>>\s*/;

/**
 * Caption cues → readable text: the screen lines of each cue joined into
 * running sentences, sound and music cues dropped, and paragraphs broken at
 * a change of speaker (">>"), at a pause in the speech (shorter after a
 * finished sentence), or when a paragraph grows long. Dropped cues are
 * silence for this: music between two lines is a pause. Paragraphs are
 * separated by a blank line.
 */
export function captionCuesToText(cues: readonly CaptionCue[]): string {
  const paragraphs: string[] = [];
  let paragraph = '';
  let previousEndMs = Number.NEGATIVE_INFINITY;
  for (const cue of [...cues].sort((first, second) => first.startMs - second.startMs)) {
    const isNewSpeaker = speakerChangePattern.test(cue.text);
    const text = cue.text
      .replace(speakerChangePattern, '')
      .replace(bracketedCuePattern, ' ')
      // A dialogue dash opens a line: "- Where to?".
      .replace(/(^|\n)\s*[-–]\s+/g, '$1')
      .replace(/\s+/g, ' ')
      .trim();
    if (text === '' || parenthesisedCuePattern.test(text)) continue;
    const pauseMs = cue.startMs - previousEndMs;
    previousEndMs = Math.max(previousEndMs, cue.startMs + cue.durationMs);
    const isSentenceEnd = sentenceEndPattern.test(paragraph);
    const isBreak =
      paragraph !== '' &&
      (isNewSpeaker ||
        pauseMs >= longPauseMs ||
        (isSentenceEnd && (pauseMs >= paragraphPauseMs || paragraph.length >= paragraphTargetChars)) ||
        paragraph.length >= paragraphMaxChars);
    if (isBreak) {
      paragraphs.push(paragraph);
      paragraph = text;
    } else {
      paragraph = paragraph === '' ? text : `${paragraph} ${text}`;
    }
  }
  if (paragraph !== '') paragraphs.push(paragraph);
  return paragraphs.map((text) => text.replace(/\s+([,.!?;:…])/g, '$1')).join('\n\n');
}
