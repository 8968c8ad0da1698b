import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { analyzeFacePhoto } from '../src/analysis/analyze-face-photo.ts';
import { loadHuman } from '../src/analysis/load-human.ts';

const corpora = path.resolve(import.meta.dirname, '../../../../shared/corpora/faces');
const photos = ['positive/christophe_henner_2016_800px.jpg', 'positive/filippo_giunchedi_2015_800px.jpg', 'positive/katherine_maher_800px.jpg'];

/** Face analysis: the thread's one-off Human load, then per photo (800×533, two detection passes + pixel checks) once warm. */
export async function runBenchmarks(): Promise<void> {
  const loadStartedMs = performance.now();
  await loadHuman();
  console.log(`BENCH face-analysis-load ${(performance.now() - loadStartedMs).toFixed(0)} ms`);
  const bytes = await Promise.all(photos.map(async (photo) => new Uint8Array(await readFile(path.join(corpora, photo)))));
  const firstStartedMs = performance.now();
  await analyzeFacePhoto(bytes[0]!);
  console.log(`BENCH face-analysis-first-photo ${(performance.now() - firstStartedMs).toFixed(0)} ms`);
  const rounds = 3;
  const startedMs = performance.now();
  for (let round = 0; round < rounds; round++) for (const photo of bytes) await analyzeFacePhoto(photo);
  console.log(`BENCH face-analysis-per-photo ${((performance.now() - startedMs) / (rounds * bytes.length)).toFixed(0)} ms`);
}
