import { analyzeProductUrl } from '../src/analyze-product-url.ts';
import { readProductCorpusJson } from '../src/testing/product-corpora.ts';
import { startProductTestWeb } from '../src/testing/product-test-web.ts';

const measuredRounds = 10;

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((first, second) => first - second);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

/**
 * Time to analyse a captured shop page end to end (fetch through the safe
 * fetcher from a local server, charset, every extractor, merge, the pictures'
 * sizes fetched and read): the 95th percentile over 10 rounds of the 8
 * pages of corpora/product-pages/real-shop-pages (80 analyses), after one
 * warm-up round. Pictures are answered by the local server, so network time
 * is left out.
 */
export async function runBenchmarks(): Promise<void> {
  const pages = await readProductCorpusJson<Record<string, { file: string }>>('product-pages', 'real-shop-pages', 'expected.json');
  const files = Object.values(pages).map(({ file }) => `real-shop-pages/${file}`);
  const web = await startProductTestWeb();
  try {
    for (const file of files) await analyzeProductUrl(web.pageUrl(file), { fetcher: web.fetcher });
    const durationsMs: number[] = [];
    for (let round = 0; round < measuredRounds; round++) {
      for (const file of files) {
        const startedMs = performance.now();
        await analyzeProductUrl(web.pageUrl(file), { fetcher: web.fetcher });
        durationsMs.push(performance.now() - startedMs);
      }
    }
    console.log(`BENCH product_analysis_ms ${Math.round(percentile(durationsMs, 0.95))} ms`);
    console.log(`BENCH product_analysis_median_ms ${Math.round(percentile(durationsMs, 0.5))} ms`);
  } finally {
    await web.close();
  }
}
