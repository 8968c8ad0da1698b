import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { resolveFfmpegPath } from '@talkreel/platform/media';
import { createSpeechEngines, decodeWav, getPublicVoice, loadVoiceCatalogue, splitSentences, synthesizeWithVoice } from '@talkreel/speech';
import { findRubberband, planSegmentFit, segmentsInSlotRatio, stretchSpeech, type FitInput } from '../src/index.ts';

const execFileAsync = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Planning time for 1000 segments (median of 21 runs after 5 warm-ups). */
function benchmarkPlanning(): void {
  const next = random(1);
  const inputs: FitInput[] = [];
  let cursor = 0;
  for (let index = 0; index < 1000; index++) {
    const lengthMs = 600 + Math.floor(next() * 4000);
    inputs.push({ id: `s${index}`, startMs: cursor, endMs: cursor + lengthMs, speechMs: Math.round(lengthMs * (0.7 + next() * 0.8)) });
    cursor += lengthMs + Math.floor(next() * 900);
  }
  const times: number[] = [];
  for (let run = 0; run < 26; run++) {
    const startedMs = performance.now();
    planSegmentFit(inputs, { totalMs: cursor });
    if (run >= 5) times.push(performance.now() - startedMs);
  }
  times.sort((a, b) => a - b);
  console.log(`BENCH dub_fit_plan_1000_segments_ms ${times[Math.floor(times.length / 2)]!.toFixed(3)} ms`);
}

/** English sentences into Spanish with Apertium (one call through files; blank lines keep the sentences apart). */
async function translateToSpanish(sentences: string[], tempDir: string): Promise<string[] | null> {
  const inputPath = path.join(tempDir, 'english.txt');
  const outputPath = path.join(tempDir, 'spanish.txt');
  await writeFile(inputPath, sentences.join('\n\n'));
  try {
    await execFileAsync('apertium', ['-u', 'eng-spa', inputPath, outputPath], { timeout: 120_000 });
  } catch {
    return null;
  }
  const translated = (await readFile(outputPath, 'utf8')).split(/\n\s*\n/u).map((text) => text.trim());
  return translated.length === sentences.length ? translated : null;
}

/**
 * The fit on real speech: the sample English scripts, spoken by an eSpeak NG
 * English voice with a 250–850 ms pause after each sentence, stand for the
 * original video's segments; their Apertium Spanish translations, spoken by
 * an eSpeak NG Spanish voice, are the dubs. Spanish runs longer than English,
 * so this is the case fitting exists for. Prints the share of segments that
 * fit (target ≥ 0.95), and checks the stretched audio really fits its place.
 */
async function benchmarkRealSpeech(): Promise<void> {
  const scripts = (JSON.parse(readFileSync(path.join(root, 'content/scripts/sample-scripts.json'), 'utf8')) as { en: string[] }).en;
  const sentences = scripts.flatMap((script) => splitSentences(script).map((sentence) => sentence.text.trim())).filter(Boolean);
  const tempDir = await mkdtemp(path.join(tmpdir(), 'dub-bench-'));
  const speech = createSpeechEngines();
  try {
    const spanish = await translateToSpanish(sentences, tempDir);
    if (!spanish) {
      console.log('# dub_segments_in_slot_ratio skipped: apertium with eng-spa is not installed');
      return;
    }
    const catalogue = loadVoiceCatalogue();
    const english = getPublicVoice(catalogue, 'english-emily');
    const spanishVoice = getPublicVoice(catalogue, 'spanish-lucia');
    const next = random(2);
    const inputs: FitInput[] = [];
    const dubs = new Map<string, Uint8Array>();
    let cursor = 500;
    for (const [index, sentence] of sentences.entries()) {
      const original = await synthesizeWithVoice(speech.engines, english, sentence);
      const dub = await synthesizeWithVoice(speech.engines, spanishVoice, spanish[index]!);
      const id = `s${index}`;
      inputs.push({ id, startMs: cursor, endMs: cursor + original.durationMs, speechMs: dub.durationMs });
      dubs.set(id, dub.audio);
      cursor += original.durationMs + 250 + Math.floor(next() * 600);
    }
    const plan = planSegmentFit(inputs, { totalMs: cursor });
    const totalSpeech = inputs.reduce((sum, input) => sum + input.speechMs, 0);
    const totalSlots = inputs.reduce((sum, input) => sum + input.endMs - input.startMs, 0);
    console.log(`# ${inputs.length} segments; Spanish speech is ${((totalSpeech / totalSlots) * 100).toFixed(0)} % of the English slots`);
    console.log(`BENCH dub_segments_in_slot_ratio ${segmentsInSlotRatio(plan).toFixed(3)} ratio`);
    const stretched = plan.filter((segment) => segment.stretch > 1);
    console.log(`BENCH dub_stretched_share ${(stretched.length / plan.length).toFixed(3)} ratio`);
    const tools = { ffmpegPath: resolveFfmpegPath(), rubberbandPath: await findRubberband(), tempDir };
    // Each fitting dub, sped up by its factor with the real tool, must play within its place (20 ms: the tools' rounding at the ends).
    const fitting = plan.filter((segment) => segment.fits);
    let withinWindow = 0;
    for (const segment of fitting) {
      const wav = dubs.get(segment.id)!;
      const audio = decodeWav(segment.stretch > 1 ? (await stretchSpeech(wav, segment.stretch, tools)).wav : wav);
      if ((audio.samples.length / audio.sampleRateHz) * 1000 <= segment.endMs - segment.startMs + 20) withinWindow += 1;
    }
    console.log(`BENCH dub_fitted_audio_in_window_ratio ${(withinWindow / Math.max(1, fitting.length)).toFixed(3)} ratio`);
  } finally {
    await speech.close();
    await rm(tempDir, { recursive: true, force: true });
  }
}

export async function runBenchmarks(): Promise<void> {
  benchmarkPlanning();
  await benchmarkRealSpeech();
}
