import type { AspectRatio } from '../schema/aspect-ratio.ts';
import type { SubtitleElement } from '../schema/element-schema.ts';
import type { WordTiming } from '../schema/subtitle-content-schema.ts';
import { getCaptionLineWeight, maxSubtitleLines } from '../schema/subtitle-defaults.ts';
import type { Workspace } from '../schema/workspace-schema.ts';
import { findCaptionBreaks } from './caption-breaks.ts';
import { breakCaptionLines } from './caption-lines.ts';
import { measureCaptionParts, type CaptionJoin } from './caption-part-widths.ts';
import { endsClause, endsSentence, getCaptionWeight, joinCaptionUnits, joinCaptionWords, splitCaptionUnits } from './caption-text.ts';
import { listSceneElements } from './scene-elements.ts';
import { listScenePlacements } from './scene-timing.ts';

/** One caption on screen; times in ms on the workspace timeline. Its text holds a newline where its two lines break. */
export interface SubtitleCue {
  elementKey: string;
  startMs: number;
  endMs: number;
  text: string;
}

export interface CueOptions {
  /** Longest caption line in Latin-letter widths (CJK counts 2); by default what the workspace's aspect ratio allows (`getCaptionLineWeight`). */
  maxLineWeight?: number;
  /** Longest caption in the same widths; by default two full lines. */
  maxCueWeight?: number;
  /** A silence this long between words starts a new caption, ms. */
  pauseMs?: number;
  /** No caption stays longer than this, ms. */
  maxCueDurationMs?: number;
}

const defaultPauseMs = 700;
const defaultMaxCueDurationMs = 5000;
/** A caption lingers this long after its last word when nothing follows soon, ms. */
const lingerMs = 300;

/** The options every caption of a workspace is made with: the line width follows its aspect ratio. */
export function resolveCueOptions(aspectRatio: AspectRatio, options: CueOptions = {}): Required<CueOptions> {
  const maxLineWeight = options.maxLineWeight ?? getCaptionLineWeight(aspectRatio);
  return {
    maxLineWeight,
    maxCueWeight: options.maxCueWeight ?? maxLineWeight * maxSubtitleLines,
    pauseMs: options.pauseMs ?? defaultPauseMs,
    maxCueDurationMs: options.maxCueDurationMs ?? defaultMaxCueDurationMs,
  };
}

/**
 * Splits one run of parts into cues: each fits its weight and its lines, ends
 * at sentence ends, is as even as the others, and is never one word beside
 * others (see `findCaptionBreaks`). `canSpan` adds the timing limit of words.
 */
function groupParts(parts: readonly string[], join: CaptionJoin, options: Required<CueOptions>, canSpan: (start: number, end: number) => boolean = () => true) {
  const { getWeight, countLines } = measureCaptionParts(parts, join);
  return findCaptionBreaks({
    itemCount: parts.length,
    getWeight,
    maxWeight: options.maxCueWeight,
    canJoin: (start, end) =>
      canSpan(start, end) && getWeight(start, end) <= options.maxCueWeight && countLines(start, end, options.maxLineWeight) <= maxSubtitleLines,
    isStrongBreak: (index) => endsSentence(parts[index - 1] ?? ''),
    isGoodBreak: (index) => endsClause(parts[index - 1] ?? ''),
  });
}

/** Splits sorted words at silences longer than pauseMs: no caption spans one. */
function splitAtPauses(words: readonly WordTiming[], pauseMs: number): WordTiming[][] {
  const runs: WordTiming[][] = [];
  for (const word of words) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous && word.start - previous.end <= pauseMs) run.push(word);
    else runs.push([word]);
  }
  return runs;
}

/**
 * Word-timed captions: each group shows from its first word until the next
 * group (or a short linger). `label` (the speaker's `Name: `) leads the first
 * word and counts in its caption's width.
 */
function cuesFromWords(words: readonly WordTiming[], slotMs: number, label: string, options: Required<CueOptions>) {
  const spoken = [...words].filter((word) => word.text.trim() !== '').sort((a, b) => a.start - b.start);
  const groups = splitAtPauses(spoken, options.pauseMs).flatMap((run) => {
    const parts = run.map((word) => (word === spoken[0] ? `${label}${word.text.trim()}` : word.text));
    const pieces = groupParts(parts, joinCaptionWords, options, (start, end) => run[end - 1]!.end - run[start]!.start <= options.maxCueDurationMs);
    return pieces.map(([start, end]) => ({ words: run.slice(start, end), parts: parts.slice(start, end) }));
  });
  return groups.map((group, index) => {
    const startMs = group.words[0]?.start ?? 0;
    const lastEndMs = group.words.at(-1)?.end ?? startMs;
    const nextStartMs = groups[index + 1]?.words[0]?.start;
    const endMs = nextStartMs !== undefined && nextStartMs - lastEndMs < options.pauseMs ? nextStartMs : lastEndMs + lingerMs;
    const text = breakCaptionLines(group.parts, joinCaptionWords, options.maxLineWeight);
    return { startMs: Math.min(startMs, slotMs), endMs: Math.min(endMs, slotMs), text };
  });
}

/** Untimed text: split at sentence ends and length, each part on screen in proportion to its spoken length. */
function cuesFromText(text: string, slotMs: number, label: string, options: Required<CueOptions>) {
  const units = splitCaptionUnits(text.trim());
  const shown = units.map((unit, index) => (index === 0 ? `${label}${unit}` : unit));
  const pieces = groupParts(shown, joinCaptionUnits, options);
  const spokenWeights = pieces.map(([start, end]) => getCaptionWeight(joinCaptionUnits(units.slice(start, end))));
  const totalWeight = spokenWeights.reduce((sum, weight) => sum + weight, 0);
  let startMs = 0;
  return pieces.map(([start, end], index) => {
    const endMs = startMs + (slotMs * spokenWeights[index]!) / totalWeight;
    const cue = { startMs, endMs, text: breakCaptionLines(shown.slice(start, end), joinCaptionUnits, options.maxLineWeight) };
    startMs = endMs;
    return cue;
  });
}

const cueCache = new WeakMap<SubtitleElement, Map<string, Omit<SubtitleCue, 'elementKey'>[]>>();

/**
 * The captions of one subtitle element, in ms from the element's start
 * (memoised per element object). One element is one speaker's turn: a named
 * speaker leads its first caption only.
 */
export function getElementCues(element: SubtitleElement, options: Required<CueOptions>): Omit<SubtitleCue, 'elementKey'>[] {
  const cacheKey = `${options.maxLineWeight}/${options.maxCueWeight}/${options.pauseMs}/${options.maxCueDurationMs}`;
  const cached = cueCache.get(element)?.get(cacheKey);
  if (cached) return cached;
  const slotMs = element.timeline.end - element.timeline.start;
  const { words, speaker } = element.subtitle;
  const label = speaker ? `${speaker}: ` : '';
  const cues = (words && words.length > 0 ? cuesFromWords(words, slotMs, label, options) : cuesFromText(element.subtitle.text, slotMs, label, options)).filter(
    (cue) => cue.endMs > cue.startMs && cue.text !== '',
  );
  const perElement = cueCache.get(element) ?? new Map();
  perElement.set(cacheKey, cues);
  cueCache.set(element, perElement);
  return cues;
}

/** Every caption of the workspace on its timeline, in order: what SRT / WebVTT sidecars hold. */
export function findSubtitleCues(workspace: Workspace, options: CueOptions = {}): SubtitleCue[] {
  const resolved = resolveCueOptions(workspace.aspect_ratio, options);
  return listScenePlacements(workspace)
    .flatMap(({ scene, sceneIndex, startMs }) =>
      listSceneElements(scene, sceneIndex).flatMap(({ element, key }) => {
        if (element.type !== 'subtitle') return [];
        const elementStartMs = startMs + element.timeline.start;
        return getElementCues(element, resolved).map((cue) => ({
          elementKey: key,
          startMs: elementStartMs + cue.startMs,
          endMs: elementStartMs + cue.endMs,
          text: cue.text,
        }));
      }),
    )
    .sort((a, b) => a.startMs - b.startMs);
}
