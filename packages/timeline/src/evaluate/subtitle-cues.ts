import type { SubtitleElement } from '../schema/element-schema.ts';
import type { WordTiming } from '../schema/subtitle-content-schema.ts';
import type { Workspace } from '../schema/workspace-schema.ts';
import { endsSentence, getCaptionWeight, joinCaptionUnits, joinCaptionWords, splitCaptionUnits } from './caption-text.ts';
import { listSceneElements } from './scene-elements.ts';
import { listScenePlacements } from './scene-timing.ts';

/** One caption on screen; times in ms on the workspace timeline. */
export interface SubtitleCue {
  elementKey: string;
  startMs: number;
  endMs: number;
  text: string;
}

export interface CueOptions {
  /** Longest caption in Latin-letter widths (CJK counts 2): about two lines of a 9:16 frame. */
  maxCueWeight?: number;
  /** A silence this long between words starts a new caption, ms. */
  pauseMs?: number;
  /** No caption stays longer than this, ms. */
  maxCueDurationMs?: number;
}

const defaultCueOptions: Required<CueOptions> = { maxCueWeight: 42, pauseMs: 700, maxCueDurationMs: 5000 };
/** A caption lingers this long after its last word when nothing follows soon, ms. */
const lingerMs = 300;

function groupWords(words: readonly WordTiming[], options: Required<CueOptions>): WordTiming[][] {
  const groups: WordTiming[][] = [];
  let current: WordTiming[] = [];
  for (const word of words) {
    const previous = current.at(-1);
    const first = current[0];
    const candidateWeight = getCaptionWeight(joinCaptionWords([...current, word].map((item) => item.text)));
    const startsNew =
      previous !== undefined &&
      first !== undefined &&
      (candidateWeight > options.maxCueWeight ||
        word.start - previous.end > options.pauseMs ||
        word.end - first.start > options.maxCueDurationMs ||
        endsSentence(previous.text));
    if (startsNew) {
      groups.push(current);
      current = [];
    }
    current.push(word);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** Word-timed captions: each group shows from its first word until the next group (or a short linger). */
function cuesFromWords(words: readonly WordTiming[], slotMs: number, options: Required<CueOptions>) {
  const groups = groupWords(
    [...words].sort((a, b) => a.start - b.start),
    options,
  );
  return groups.map((group, index) => {
    const startMs = group[0]?.start ?? 0;
    const lastEndMs = group.at(-1)?.end ?? startMs;
    const nextStartMs = groups[index + 1]?.[0]?.start;
    const endMs = nextStartMs !== undefined && nextStartMs - lastEndMs < options.pauseMs ? nextStartMs : lastEndMs + lingerMs;
    return { startMs: Math.min(startMs, slotMs), endMs: Math.min(endMs, slotMs), text: joinCaptionWords(group.map((word) => word.text)) };
  });
}

/** Untimed text: split at sentence ends and length, each part on screen in proportion to its length. */
function cuesFromText(text: string, slotMs: number, options: Required<CueOptions>) {
  const parts: string[][] = [];
  let current: string[] = [];
  for (const unit of splitCaptionUnits(text)) {
    if (current.length > 0 && getCaptionWeight(joinCaptionUnits([...current, unit])) > options.maxCueWeight) {
      parts.push(current);
      current = [];
    }
    current.push(unit);
    if (endsSentence(unit)) {
      parts.push(current);
      current = [];
    }
  }
  if (current.length > 0) parts.push(current);
  const texts = parts.map((part) => joinCaptionUnits(part));
  const totalWeight = texts.reduce((sum, part) => sum + getCaptionWeight(part), 0);
  let startMs = 0;
  return texts.map((part) => {
    const endMs = startMs + (slotMs * getCaptionWeight(part)) / totalWeight;
    const cue = { startMs, endMs, text: part };
    startMs = endMs;
    return cue;
  });
}

const cueCache = new WeakMap<SubtitleElement, Map<string, Omit<SubtitleCue, 'elementKey'>[]>>();

/** The captions of one subtitle element, in ms from the element's start (memoised per element object). */
export function getElementCues(element: SubtitleElement, options: CueOptions = {}): Omit<SubtitleCue, 'elementKey'>[] {
  const resolved = { ...defaultCueOptions, ...options };
  const cacheKey = `${resolved.maxCueWeight}/${resolved.pauseMs}/${resolved.maxCueDurationMs}`;
  const cached = cueCache.get(element)?.get(cacheKey);
  if (cached) return cached;
  const slotMs = element.timeline.end - element.timeline.start;
  const words = element.subtitle.words;
  const { speaker } = element.subtitle;
  const cues = (words && words.length > 0 ? cuesFromWords(words, slotMs, resolved) : cuesFromText(element.subtitle.text, slotMs, resolved))
    .filter((cue) => cue.endMs > cue.startMs && cue.text !== '')
    .map((cue) => (speaker ? { ...cue, text: `${speaker}: ${cue.text}` } : cue));
  const perElement = cueCache.get(element) ?? new Map();
  perElement.set(cacheKey, cues);
  cueCache.set(element, perElement);
  return cues;
}

/** Every caption of the workspace on its timeline, in order: what SRT / WebVTT sidecars hold. */
export function findSubtitleCues(workspace: Workspace, options: CueOptions = {}): SubtitleCue[] {
  return listScenePlacements(workspace)
    .flatMap(({ scene, sceneIndex, startMs }) =>
      listSceneElements(scene, sceneIndex).flatMap(({ element, key }) => {
        if (element.type !== 'subtitle') return [];
        const elementStartMs = startMs + element.timeline.start;
        return getElementCues(element, options).map((cue) => ({
          elementKey: key,
          startMs: elementStartMs + cue.startMs,
          endMs: elementStartMs + cue.endMs,
          text: cue.text,
        }));
      }),
    )
    .sort((a, b) => a.startMs - b.startMs);
}
