import { computeMfcc, featureHopMs, featureRateHz } from '../alignment/mfcc.ts';
import { getPcmDurationMs, type PcmAudio } from '../audio/pcm-audio.ts';
import { estimatePitch } from '../audio/pitch.ts';
import { resamplePcm } from '../audio/resample.ts';

/** One speaker's stretch of a recording; turns cover the whole recording end to end, cut in the pauses. */
export interface SpeakerTurn {
  /** 1 is whoever speaks first. */
  speaker: 1 | 2;
  startMs: number;
  endMs: number;
  /** Where the voice is heard inside the turn (the pauses around it belong to the turn but are silent). */
  voiceStartMs: number;
  voiceEndMs: number;
}

export interface SpeakerSplit {
  turns: SpeakerTurn[];
  /** 2 when two voices were told apart, 1 when the recording sounds like one voice throughout. */
  speakerCount: 1 | 2;
  /** How far apart the two voices' centres are, in units of their own spread: above ~2 is two clear voices. */
  separation: number;
}

export interface SplitSpeakersOptions {
  /** Pauses shorter than this do not end a stretch of speech (ms). */
  bridgeGapMs?: number;
  /** Speech shorter than this is a click or a breath, not a voice (ms). */
  minSpeechMs?: number;
  /** Longer stretches are cut into pieces at most this long before they are told apart, so a turn change without a pause is still found (ms). */
  maxPieceMs?: number;
}

interface Piece {
  startFrame: number;
  endFrame: number;
  features: number[];
  weight: number;
  speaker: 0 | 1;
}

const frameMs = featureHopMs;
/** Two clusters closer than this (in their own spread) are one voice. */
const minSeparation = 1.6;
/** A cluster holding less of the speech than this is not a second voice. */
const minSpeakerShare = 0.05;

/**
 * Who speaks when, in a recording of two people talking (a podcast upload):
 * voice activity from the frame level against the recording's own noise
 * floor and speech level; stretches of speech cut into pieces of at most
 * `maxPieceMs`; each piece described by its voice (mean and spread of the
 * MFCCs, median pitch); two clusters by k-means from the two most different
 * pieces; consecutive pieces of one voice joined into turns, the cut between
 * two turns in the middle of the pause between them. Language-independent;
 * no model. One voice throughout gives one speaker. Run by name on a pool
 * thread (`splitSpeakersInPool`).
 * @public
 */
export function splitSpeakers(audio: PcmAudio, options: SplitSpeakersOptions = {}): SpeakerSplit {
  const bridgeFrames = Math.round((options.bridgeGapMs ?? 250) / frameMs);
  const minSpeechFrames = Math.round((options.minSpeechMs ?? 150) / frameMs);
  const maxPieceFrames = Math.round((options.maxPieceMs ?? 2500) / frameMs);
  const durationMs = getPcmDurationMs(audio);
  const analysed = audio.sampleRateHz === featureRateHz ? audio : resamplePcm(audio, featureRateHz);

  const levels = frameLevelsDb(analysed.samples);
  const regions = findSpeechRegions(levels, bridgeFrames, minSpeechFrames);
  if (regions.length === 0) return { turns: [], speakerCount: 1, separation: 0 };

  const mfcc = computeMfcc(analysed);
  const pitch = estimatePitch(analysed, { minHz: 60, maxHz: 450, hopMs: frameMs });
  const pieces = regions.flatMap(([start, end]) => cutRegion(start, end, maxPieceFrames)).map(([start, end]) => describePiece(start, end, levels, mfcc, pitch));
  const standardised = standardise(pieces.map((piece) => piece.features));
  pieces.forEach((piece, index) => (piece.features = standardised[index]!));

  const separation = clusterInTwo(pieces);
  const shareOfSecond =
    pieces.filter((piece) => piece.speaker === 1).reduce((sum, piece) => sum + piece.weight, 0) / pieces.reduce((sum, piece) => sum + piece.weight, 0);
  const isTwoVoices = separation >= minSeparation && shareOfSecond >= minSpeakerShare && shareOfSecond <= 1 - minSpeakerShare;
  if (!isTwoVoices) pieces.forEach((piece) => (piece.speaker = 0));
  smoothShortFlips(pieces);

  // Join consecutive pieces of one voice; cut between turns in the middle of the pause.
  const joined: { speaker: 0 | 1; startFrame: number; endFrame: number }[] = [];
  for (const piece of pieces) {
    const last = joined.at(-1);
    if (last && last.speaker === piece.speaker) last.endFrame = piece.endFrame;
    else joined.push({ speaker: piece.speaker, startFrame: piece.startFrame, endFrame: piece.endFrame });
  }
  const firstSpeaker = joined[0]!.speaker;
  const turns = joined.map((turn, index): SpeakerTurn => {
    const previous = joined[index - 1];
    const next = joined[index + 1];
    const voiceStartMs = turn.startFrame * frameMs;
    const voiceEndMs = Math.min(durationMs, turn.endFrame * frameMs);
    return {
      speaker: turn.speaker === firstSpeaker ? 1 : 2,
      startMs: previous ? Math.round(((previous.endFrame + turn.startFrame) / 2) * frameMs) : 0,
      endMs: next ? Math.round(((turn.endFrame + next.startFrame) / 2) * frameMs) : Math.round(durationMs),
      voiceStartMs,
      voiceEndMs,
    };
  });
  return { turns, speakerCount: isTwoVoices ? 2 : 1, separation };
}

/** RMS level of each 10 ms frame (25 ms window), dBFS. */
function frameLevelsDb(samples: Float32Array): Float64Array {
  const hop = (featureRateHz * frameMs) / 1000;
  const window = Math.round(featureRateHz * 0.025);
  const count = Math.max(0, Math.floor((samples.length - window) / hop) + 1);
  const levels = new Float64Array(count);
  for (let frame = 0; frame < count; frame++) {
    let sum = 0;
    for (let index = frame * hop; index < frame * hop + window; index++) sum += (samples[index] as number) ** 2;
    levels[frame] = 10 * Math.log10(sum / window + 1e-12);
  }
  return levels;
}

/** Frames louder than a threshold between the noise floor and the speech level, as [start, end) frame ranges. */
function findSpeechRegions(levels: Float64Array, bridgeFrames: number, minSpeechFrames: number): [number, number][] {
  const sorted = Float64Array.from(levels).sort();
  const noise = sorted[Math.floor(sorted.length * 0.1)] ?? -120;
  const speech = sorted[Math.floor(sorted.length * 0.95)] ?? -120;
  const threshold = Math.max(-60, noise + 0.35 * (speech - noise), speech - 35);
  const regions: [number, number][] = [];
  let start = -1;
  let silentRun = 0;
  for (let frame = 0; frame <= levels.length; frame++) {
    const isSpeech = frame < levels.length && (levels[frame] as number) > threshold;
    if (isSpeech) {
      if (start < 0) start = frame;
      silentRun = 0;
    } else if (start >= 0) {
      silentRun += 1;
      if (silentRun > bridgeFrames || frame === levels.length) {
        const end = frame - silentRun + 1;
        if (end - start >= minSpeechFrames) regions.push([start, end]);
        start = -1;
        silentRun = 0;
      }
    }
  }
  return regions;
}

/** A long stretch in equal pieces of at most `maxFrames`. */
function cutRegion(start: number, end: number, maxFrames: number): [number, number][] {
  const count = Math.max(1, Math.ceil((end - start) / maxFrames));
  const size = (end - start) / count;
  return Array.from({ length: count }, (_, index) => [Math.round(start + index * size), Math.round(start + (index + 1) * size)]);
}

/** The voice of a piece: mean and spread of each MFCC over its voiced frames, and its median pitch (log, weighted up: pitch tells voices apart best). */
function describePiece(startFrame: number, endFrame: number, levels: Float64Array, mfcc: Float32Array[], pitch: { frequencyHz: number | null }[]): Piece {
  const frames: Float32Array[] = [];
  const loudest = Math.max(...Array.from(levels.subarray(startFrame, endFrame)));
  for (let frame = startFrame; frame < endFrame && frame < mfcc.length; frame++) {
    if ((levels[frame] as number) > loudest - 25) frames.push(mfcc[frame]!);
  }
  const dimensions = mfcc[0]?.length ?? 12;
  const mean = new Array<number>(dimensions).fill(0);
  const spread = new Array<number>(dimensions).fill(0);
  for (const frame of frames) frame.forEach((value, index) => (mean[index]! += value / frames.length));
  for (const frame of frames) frame.forEach((value, index) => (spread[index]! += (value - mean[index]!) ** 2 / frames.length));
  const voiced = pitch
    .slice(startFrame, endFrame)
    .map((frame) => frame.frequencyHz)
    .filter((hz): hz is number => hz !== null)
    .sort((a, b) => a - b);
  const medianPitch = voiced.length > 0 ? voiced[Math.floor(voiced.length / 2)]! : Number.NaN;
  const logPitch = Number.isFinite(medianPitch) ? 12 * Math.log2(medianPitch / 100) : Number.NaN;
  return {
    startFrame,
    endFrame,
    features: [...mean, ...spread.map(Math.sqrt), logPitch, logPitch, logPitch],
    weight: endFrame - startFrame,
    speaker: 0,
  };
}

/** Each dimension to mean 0 and deviation 1 over the pieces; a missing value (no pitch) becomes the mean. */
function standardise(rows: number[][]): number[][] {
  const dimensions = rows[0]?.length ?? 0;
  const result = rows.map((row) => [...row]);
  for (let dimension = 0; dimension < dimensions; dimension++) {
    const values = rows.map((row) => row[dimension]!).filter(Number.isFinite);
    const mean = values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
    const deviation = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / Math.max(1, values.length)) || 1;
    for (const row of result) row[dimension] = Number.isFinite(row[dimension]!) ? (row[dimension]! - mean) / deviation : 0;
  }
  return result;
}

function distance(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += (a[index]! - b[index]!) ** 2;
  return Math.sqrt(sum);
}

/**
 * Two-means over the pieces, weighted by length, started from the two
 * pieces farthest apart (the longest pieces first, so a cough does not seed a
 * cluster). Returns the distance between the centres over the pieces' mean
 * distance to their own centre.
 */
function clusterInTwo(pieces: Piece[]): number {
  if (pieces.length < 2) return 0;
  const seeds = [...pieces].sort((a, b) => b.weight - a.weight).slice(0, Math.max(2, Math.ceil(pieces.length * 0.6)));
  let best: [Piece, Piece] = [seeds[0]!, seeds[1]!];
  let bestDistance = -1;
  for (let i = 0; i < seeds.length; i++) {
    for (let j = i + 1; j < seeds.length; j++) {
      const between = distance(seeds[i]!.features, seeds[j]!.features);
      if (between > bestDistance) {
        bestDistance = between;
        best = [seeds[i]!, seeds[j]!];
      }
    }
  }
  let centres = [best[0].features, best[1].features];
  for (let iteration = 0; iteration < 30; iteration++) {
    let changed = false;
    for (const piece of pieces) {
      const speaker: 0 | 1 = distance(piece.features, centres[0]!) <= distance(piece.features, centres[1]!) ? 0 : 1;
      if (speaker !== piece.speaker) changed = true;
      piece.speaker = speaker;
    }
    centres = [0, 1].map((speaker) => {
      const members = pieces.filter((piece) => piece.speaker === speaker);
      const total = members.reduce((sum, piece) => sum + piece.weight, 0);
      if (total === 0) return centres[speaker]!;
      return centres[speaker]!.map((_, dimension) => members.reduce((sum, piece) => sum + piece.features[dimension]! * piece.weight, 0) / total);
    });
    if (!changed && iteration > 0) break;
  }
  const spread =
    pieces.reduce((sum, piece) => sum + distance(piece.features, centres[piece.speaker]!) * piece.weight, 0) /
    pieces.reduce((sum, piece) => sum + piece.weight, 0);
  return distance(centres[0]!, centres[1]!) / Math.max(spread, 1e-6);
}

/** A piece under 400 ms between two pieces of the other voice is that voice too (a breath or a clipped word, not a turn). */
function smoothShortFlips(pieces: Piece[]): void {
  const shortFrames = 400 / frameMs;
  for (let index = 1; index < pieces.length - 1; index++) {
    const piece = pieces[index]!;
    const before = pieces[index - 1]!;
    const after = pieces[index + 1]!;
    if (piece.weight < shortFrames && before.speaker === after.speaker && piece.speaker !== before.speaker) piece.speaker = before.speaker;
  }
}
