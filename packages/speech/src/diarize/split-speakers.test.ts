import { CpuPool } from '@talkreel/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAudio } from '../audio/decode-audio.ts';
import { encodeAudio } from '../audio/encode-audio.ts';
import { concatPcm, createSilence, getPcmDurationMs, type PcmAudio } from '../audio/pcm-audio.ts';
import { trimSilence } from '../audio/trim-silence.ts';
import { decodeWav } from '../audio/wav.ts';
import { createSpeechEngines } from '../create-speech-engines.ts';
import { splitSpeakers } from './split-speakers.ts';

const cpuPool = new CpuPool({ maxThreads: 1 });
const speech = createSpeechEngines({}, { cpuPool });

/** A two-person conversation: each line is one turn; a turn of two sentences has a short pause inside it. */
const dialogue: { voice: string; sentences: string[] }[] = [
  { voice: 'slt', sentences: ['Welcome back to the show. Today we talk about night trains.'] },
  { voice: 'rms', sentences: ['Thanks for having me.', 'I took one from Vienna to Rome last spring.'] },
  { voice: 'slt', sentences: ['How did you sleep?'] },
  { voice: 'rms', sentences: ['Better than I expected, to be honest. The cabin was small but quiet.'] },
  { voice: 'slt', sentences: ['And the price compared with flying?'] },
  { voice: 'rms', sentences: ['About the same, once you count the hotel night you save.'] },
];
const pauseInsideTurnMs = 280;
const pausesBetweenTurnsMs = [500, 650, 420, 700, 480];

interface Recording {
  audio: PcmAudio;
  /** Where each turn's voice starts and ends in the recording. */
  truth: { speaker: 1 | 2; startMs: number; endMs: number }[];
}

async function say(voice: string, text: string): Promise<PcmAudio> {
  const spoken = await speech.engines.flite!.synthesize({ text, voice });
  // Without the engine's own silence around the words, so the true turn times are where the voice is.
  return trimSilence(decodeWav(spoken.audio), { thresholdDb: -40, paddingMs: 0 }).audio;
}

/** The dialogue as one recording, through MP3 and back as an upload arrives, with the true turns. */
async function recordDialogue(voices: [string, string] = ['slt', 'rms']): Promise<Recording> {
  const parts: PcmAudio[] = [];
  const truth: Recording['truth'] = [];
  let atMs = 0;
  const add = (part: PcmAudio) => {
    parts.push(part);
    atMs += getPcmDurationMs(part);
  };
  const rate = 48_000;
  add(createSilence(300, rate));
  for (const [index, line] of dialogue.entries()) {
    const startMs = atMs;
    for (const [sentenceIndex, sentence] of line.sentences.entries()) {
      if (sentenceIndex > 0) add(createSilence(pauseInsideTurnMs, rate));
      add(await say(line.voice === 'slt' ? voices[0] : voices[1], sentence));
    }
    truth.push({ speaker: line.voice === 'slt' ? 1 : 2, startMs, endMs: atMs });
    if (index < pausesBetweenTurnsMs.length) add(createSilence(pausesBetweenTurnsMs[index]!, rate));
  }
  add(createSilence(400, rate));
  const pcm = concatPcm(parts, rate);
  return { audio: await decodeAudio(await encodeAudio(pcm, 'mp3')), truth };
}

let recording: Recording;
beforeAll(async () => {
  recording = await recordDialogue();
}, 60_000);
afterAll(async () => {
  await speech.close();
  await cpuPool.close();
});

describe('splitSpeakers', () => {
  it('finds the six turns of a two-voice conversation, who speaks each, and where', () => {
    const split = splitSpeakers(recording.audio);
    expect(split.speakerCount).toBe(2);
    expect(split.separation).toBeGreaterThan(2);
    expect(split.turns.map((turn) => turn.speaker)).toEqual(recording.truth.map((turn) => turn.speaker));
    for (const [index, turn] of split.turns.entries()) {
      const truth = recording.truth[index]!;
      // The voice is found within 120 ms of where it was put.
      expect(Math.abs(turn.voiceStartMs - truth.startMs), `turn ${index + 1} start`).toBeLessThan(120);
      expect(Math.abs(turn.voiceEndMs - truth.endMs), `turn ${index + 1} end`).toBeLessThan(120);
    }
    // Turns cover the recording end to end, cut inside the pauses.
    expect(split.turns[0]!.startMs).toBe(0);
    expect(split.turns.at(-1)!.endMs).toBe(Math.round(getPcmDurationMs(recording.audio)));
    split.turns.slice(1).forEach((turn, index) => {
      expect(turn.startMs).toBe(split.turns[index]!.endMs);
      expect(turn.startMs).toBeGreaterThan(recording.truth[index]!.endMs);
      expect(turn.startMs).toBeLessThan(recording.truth[index + 1]!.startMs);
    });
  });

  it('tells two men apart too (American and Scottish English)', async () => {
    const men = await recordDialogue(['awb', 'rms']);
    const split = splitSpeakers(men.audio);
    expect(split.speakerCount).toBe(2);
    expect(split.turns.map((turn) => turn.speaker)).toEqual(men.truth.map((turn) => turn.speaker));
  });

  it('hears one voice when one person speaks throughout, pauses or not', async () => {
    const rate = 48_000;
    const parts: PcmAudio[] = [];
    for (const line of dialogue) {
      parts.push(await say('rms', line.sentences.join(' ')), createSilence(600, rate));
    }
    const split = splitSpeakers(concatPcm(parts, rate));
    expect(split.speakerCount).toBe(1);
    expect(split.turns).toHaveLength(1);
    expect(split.turns[0]!.speaker).toBe(1);
  });

  it('finds no turns in silence', () => {
    expect(splitSpeakers(createSilence(3000, 48_000)).turns).toEqual([]);
  });
});
