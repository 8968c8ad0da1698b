import os from 'node:os';
import { analyzeProductUrl } from '../src/analyze-product-url.ts';
import { readProductCorpusJson } from '../src/testing/product-corpora.ts';
import { startProductTestWeb } from '../src/testing/product-test-web.ts';
import { startLocalShop } from './local-shop.ts';
import { findFreePort, findLibraryPresenter, makeProductVideo, ProductApi, readCpuSeconds, startProductServer } from './product-video-run.ts';

const measuredRounds = 10;
/** The page the video is made of: a captured Joss & Main lamp (JSON-LD Product, $98.99, two pictures). */
const videoPage = 'jossandmain.html';
/** The target for a link to a finished 30 s 1080×1920 video with a presenter, s. */
const videoTargetS = 30;

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
async function benchAnalysis(): Promise<void> {
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

/**
 * A product link to a finished 30 s 1080×1920 video with a presenter, the
 * whole way through the real product: the server started as its own
 * process (API, and the worker in it), a captured shop page served from
 * this machine (its pictures stand-ins: see local-shop.ts), an account
 * signed up with credits; then the analysis, three 30 s scripts by the
 * embedded writer, the video with the library's first avatar, and its
 * render (speech, the presenter's frames, captions, encoding) polled until
 * done. One run, timed from the analysis request to the finished render.
 * The server's CPU time says what the run costs when its wall time also
 * says how busy the machine was: spread over every core, that CPU time is
 * the least wall time the same work could take here.
 */
async function benchProductVideo(): Promise<void> {
  const shop = await startLocalShop();
  const server = await startProductServer(await findFreePort(), { TEST_HOOKS: 'true', FETCH_ALLOW_HOSTS: shop.server.hostAndPort });
  try {
    const api = await ProductApi.signUp(server, 'bench.product@example.com', 500);
    const presenter = await findLibraryPresenter(api);
    const cpuBefore = server.cpuSeconds();
    const benchCpuBefore = readCpuSeconds('self');
    const run = await makeProductVideo(api, { url: shop.pageUrl(videoPage), durationS: 30, aspectRatio: 0, personId: presenter.id });
    const cpuS = server.cpuSeconds() - cpuBefore + (readCpuSeconds('self') - benchCpuBefore);
    const cores = os.availableParallelism();
    const steps = Object.entries(run.wallS)
      .filter(([step]) => step !== 'total')
      .map(([step, seconds]) => `${step} ${seconds.toFixed(1)} s`)
      .join(', ');
    console.log(
      `# ${run.record.title} (${videoPage}): ${run.render.duration?.toFixed(1)} s of 1080×1920 video, ${run.script.scenes.length} scenes, presented by ${presenter.name} (${presenter.kind}); ${steps}`,
    );
    const leastS = cpuS / cores;
    console.log(
      `# ${cpuS.toFixed(0)} CPU s (server and this process), ${(cpuS / run.wallS.total).toFixed(2)} cores busy on average: spread over all ${cores} cores here it could take no less than ${leastS.toFixed(1)} s; under ${videoTargetS} s needs at least ${Math.ceil(cpuS / videoTargetS)} such cores, all busy`,
    );
    console.log(`BENCH product_video_30s_wall_s ${run.wallS.total.toFixed(1)} s`);
    console.log(`BENCH product_video_30s_cpu_bound_s ${leastS.toFixed(1)} s`);
  } finally {
    await server.stop();
    await shop.close();
  }
}

/** `npm run bench -- product`: the analysis of the 8 captured pages, then a link to a finished 30 s video. */
export async function runBenchmarks(): Promise<void> {
  await benchAnalysis();
  await benchProductVideo();
}
