import type { UtteranceAudio } from '../pipeline/assemble-speech.ts';
import type { UtteranceText } from '../pipeline/prepare-utterances.ts';
import type { PhonemeTiming, WordTiming } from '../speech-engine.ts';
import { runEspeak, type EspeakEvent, type EspeakVoiceSettings } from './espeak-ng-runtime.ts';

const markPrefix = 'w';

/**
 * SSML for one utterance with a `<mark name="wN"/>` before word N: eSpeak
 * reports each mark at the audio position where that word starts, and every
 * phoneme until the next mark belongs to word N.
 */
export function buildMarkedSsml(utterance: UtteranceText): string {
  const body = utterance.words.map((word, index) => `${escapeXml(word.gapBefore)}<mark name="${markPrefix}${index}"/>${escapeXml(word.spoken)}`).join('');
  return `<speak>${body}${escapeXml(utterance.tail)}</speak>`;
}

/** Synthesises one utterance and turns its events into word and phoneme timings. */
export async function synthesizeEspeakUtterance(utterance: UtteranceText, settings: EspeakVoiceSettings): Promise<UtteranceAudio> {
  const { samples, sampleRateHz, events } = await runEspeak(buildMarkedSsml(utterance), settings);
  const audio = { samples: Float32Array.from(samples, (sample) => sample / 32768), sampleRateHz };
  const durationMs = (samples.length / sampleRateHz) * 1000;
  const { words, phonemes } = readTimings(utterance, events, durationMs);
  return { audio, words, phonemes, pauseAfterMs: utterance.pauseAfterMs };
}

interface TimedPhoneme extends PhonemeTiming {
  wordIndex: number;
}

function readTimings(utterance: UtteranceText, events: readonly EspeakEvent[], durationMs: number): { words: WordTiming[]; phonemes: PhonemeTiming[] } {
  const phonemes: TimedPhoneme[] = [];
  const markTimes = new Map<number, number>();
  let wordIndex = -1;
  let open: TimedPhoneme | undefined;
  for (const event of events) {
    if (event.type === 'phoneme' || event.type === 'end') {
      if (open) open.endMs = event.timeMs;
      open = undefined;
    }
    if (event.type === 'mark' && event.name.startsWith(markPrefix)) {
      wordIndex = Number(event.name.slice(markPrefix.length));
      markTimes.set(wordIndex, event.timeMs);
    } else if (event.type === 'phoneme') {
      const symbol = event.name.replace(/[ˈˌ]/gu, '');
      if (symbol === '' || wordIndex < 0) continue;
      open = { symbol, startMs: event.timeMs, endMs: event.timeMs, wordIndex };
      phonemes.push(open);
    }
  }
  if (open) open.endMs = durationMs;
  const words = utterance.words.map((word, index) => {
    const own = phonemes.filter((phoneme) => phoneme.wordIndex === index);
    const markMs = markTimes.get(index);
    if (own.length > 0) return { text: word.text, startMs: (own[0] as TimedPhoneme).startMs, endMs: (own.at(-1) as TimedPhoneme).endMs, marked: true };
    return { text: word.text, startMs: markMs ?? -1, endMs: markMs ?? -1, marked: markMs !== undefined };
  });
  shareUnmarkedWords(words, utterance);
  return {
    words: words.map(({ text, startMs, endMs }) => ({ text, startMs, endMs })),
    phonemes: phonemes.map(({ symbol, startMs, endMs }) => ({ symbol, startMs, endMs })),
  };
}

/**
 * eSpeak drops a mark that falls where it ends a clause internally; the
 * phonemes of that word then count for the word before. Such a run of words
 * shares the span of its marked predecessor in proportion to spoken length.
 */
function shareUnmarkedWords(words: { text: string; startMs: number; endMs: number; marked: boolean }[], utterance: UtteranceText): void {
  for (let index = 0; index < words.length; index++) {
    if ((words[index] as { marked: boolean }).marked) continue;
    const ownerIndex = Math.max(0, index - 1);
    let runEnd = index;
    while (runEnd + 1 < words.length && !(words[runEnd + 1] as { marked: boolean }).marked) runEnd++;
    const group = words.slice(ownerIndex, runEnd + 1);
    const lengths = utterance.words.slice(ownerIndex, runEnd + 1).map((word) => Math.max(1, word.spoken.length));
    const total = lengths.reduce((sum, length) => sum + length, 0);
    const owner = group[0] as { startMs: number; endMs: number };
    const spanStart = owner.startMs >= 0 ? owner.startMs : 0;
    const span = Math.max(0, owner.endMs - spanStart);
    let cursor = spanStart;
    group.forEach((word, position) => {
      word.startMs = cursor;
      cursor += (span * (lengths[position] as number)) / total;
      word.endMs = cursor;
      word.marked = true;
    });
    index = runEnd;
  }
}

function escapeXml(text: string): string {
  return text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');
}
