import { createApertiumTranslator } from '../src/apertium/apertium-translator.ts';

/** A video's worth of script lines and on-screen text, repeated to about 20,000 characters. */
const lines = [
  'Welcome to our channel. Today we show you how to plan a weekend trip on a small budget.',
  'First, choose a city you can reach by train in less than three hours.',
  'Book your tickets at least two weeks before you travel: prices go up quickly.',
  'Pack light. A small bag is enough for two nights, and you will not pay for luggage.',
  'Look for a guest house near the old town, where most of the museums and restaurants are.',
  'On the first evening, walk along the river and find a market for dinner.',
  'The next morning, visit the cathedral before the crowds arrive.',
  'Save 20% with a city card that includes public transport and free entry to five museums.',
  'Thank you for watching! Subscribe for more travel tips every week.',
  'Step 3: compare the prices',
];

export async function runBenchmarks(): Promise<void> {
  const translator = createApertiumTranslator();
  if (!(await translator.canTranslate('en', 'es'))) {
    console.log('# apertium with the eng-spa pair is not installed: skipped');
    return;
  }
  const texts: string[] = [];
  while (texts.join('').length < 20_000) texts.push(...lines);
  const characters = texts.join('').length;
  // The first run loads the pair's dictionaries from disk; the figure is for a warm cache.
  await translator.translate({ texts: lines, from: 'en', to: 'es' });
  for (const [to, name] of [
    ['es', 'apertium_en_es_chars_per_s'],
    ['fr', 'apertium_en_fr_pivot_chars_per_s'],
  ] as const) {
    const startedMs = performance.now();
    const result = await translator.translate({ texts, from: 'en', to });
    const seconds = (performance.now() - startedMs) / 1000;
    if (result.texts.length !== texts.length) throw new Error(`${result.texts.length} translations for ${texts.length} texts`);
    console.log(`BENCH ${name} ${Math.round(characters / seconds)} chars/s`);
  }
}
