import { getPcmDurationMs, slicePcm, type PcmAudio } from '@talkreel/speech';

/** A piece of a long recording and where it starts in the whole. */
export interface AudioPiece {
  audio: PcmAudio;
  offsetMs: number;
}

/** How far back from a piece's longest end the cut is looked for (at most a quarter of the piece): the quietest moment in this stretch. */
const searchBackMs = 30_000;
/** The loudness of a moment is measured over this window. */
const windowMs = 50;

/**
 * Cuts a recording into pieces of at most `maxPieceMs`, for services that
 * take uploads up to a size (OpenAI: 25 MB, about 13 minutes of 16 kHz
 * 16-bit WAV). Each cut is at the quietest 50 ms (the latest of equals) in
 * the 30 s before the limit, or its last quarter when that is shorter: a
 * pause between words, so no word is split. A recording within the limit
 * is one piece.
 */
export function splitForUpload(audio: PcmAudio, maxPieceMs: number): AudioPiece[] {
  const totalMs = getPcmDurationMs(audio);
  const pieces: AudioPiece[] = [];
  let startMs = 0;
  while (totalMs - startMs > maxPieceMs) {
    const cutMs = findQuietestMs(audio, startMs + maxPieceMs - Math.min(searchBackMs, maxPieceMs / 4), startMs + maxPieceMs);
    pieces.push({ audio: slicePcm(audio, startMs, cutMs), offsetMs: startMs });
    startMs = cutMs;
  }
  pieces.push({ audio: slicePcm(audio, startMs, totalMs), offsetMs: startMs });
  return pieces;
}

/** The middle of the window with the least energy in [fromMs, toMs]; the latest of equals, so pieces stay long. */
function findQuietestMs(audio: PcmAudio, fromMs: number, toMs: number): number {
  const windowSamples = Math.round((windowMs / 1000) * audio.sampleRateHz);
  const first = Math.round((fromMs / 1000) * audio.sampleRateHz);
  const last = Math.round((toMs / 1000) * audio.sampleRateHz) - windowSamples;
  let best = { energy: Infinity, start: first };
  for (let start = first; start <= last; start += Math.max(1, Math.floor(windowSamples / 2))) {
    let energy = 0;
    for (let index = start; index < start + windowSamples; index++) energy += (audio.samples[index] ?? 0) ** 2;
    if (energy <= best.energy) best = { energy, start };
  }
  return ((best.start + Math.floor(windowSamples / 2)) / audio.sampleRateHz) * 1000;
}
