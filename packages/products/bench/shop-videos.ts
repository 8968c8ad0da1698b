// Videos of captured shop pages, made by a running Talkreel, to watch.
//
//   node --import tsx packages/products/bench/shop-videos.ts <shop port> <out dir> [page.html:ratio …]
//
// Serves corpora/product-pages/real-shop-pages on 127.0.0.1:<shop port>
// (see local-shop.ts), waits for the product at TALKREEL_URL (default
// http://127.0.0.1:3100), started with FETCH_ALLOW_HOSTS=127.0.0.1:<shop port>
// TEST_HOOKS=true and its DATA_DIR in TALKREEL_DATA_DIR (default /tmp/prodrun),
// signs an account up, and makes a 15 s video with the library's first avatar
// of each page (ratio 0 9:16, 1 16:9, 2 1:1). Writes each MP4, its SRT and a
// PNG of its middle frame to <out dir>.
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { startLocalShop } from './local-shop.ts';
import { findLibraryPresenter, makeProductVideo, ProductApi } from './product-video-run.ts';

const run = promisify(execFile);
const ffmpegPath = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

const [shopPort, outDir, ...requested] = process.argv.slice(2);
if (!shopPort || !outDir) throw new Error('Usage: shop-videos.ts <shop port> <out dir> [page.html:ratio …]');
const pages = (requested.length > 0 ? requested : ['overstock.html:0', 'rejuvenation.html:2', 'costco.html:1']).map((entry) => {
  const [file, ratio] = entry.split(':');
  return { file: file!, aspectRatio: Number(ratio ?? 0) as 0 | 1 | 2 };
});
const baseUrl = process.env.TALKREEL_URL ?? 'http://127.0.0.1:3100';
const dataDir = process.env.TALKREEL_DATA_DIR ?? '/tmp/prodrun';

const shop = await startLocalShop(Number(shopPort));
try {
  await mkdir(outDir, { recursive: true });
  while (
    (
      await fetch(`${baseUrl}/api/health`).then(
        (response) => response.json() as Promise<{ code?: number }>,
        () => null,
      )
    )?.code !== 0
  )
    await sleep(500);
  const api = await ProductApi.signUp({ baseUrl, dataDir }, `shops-${Date.now()}@example.com`, 500);
  const presenter = await findLibraryPresenter(api);
  for (const { file, aspectRatio } of pages) {
    const made = await makeProductVideo(api, { url: shop.pageUrl(file), durationS: 15, aspectRatio, personId: presenter.id });
    const name = file.replace(/\.html$/u, '');
    const videoPath = path.join(outDir, `${name}.mp4`);
    await writeFile(videoPath, Buffer.from(await (await fetch(new URL(made.render.video_url!, baseUrl))).arrayBuffer()));
    if (made.render.subtitle_url) await writeFile(path.join(outDir, `${name}.srt`), await (await fetch(new URL(made.render.subtitle_url, baseUrl))).text());
    const middleS = (made.render.duration ?? 0) / 2;
    await run(ffmpegPath, ['-v', 'error', '-ss', middleS.toFixed(2), '-i', videoPath, '-frames:v', '1', '-y', path.join(outDir, `${name}-middle.png`)]);
    console.log(
      `${file}: "${made.record.title}" ${made.record.price ?? '-'} ${made.record.currency ?? ''}, ${made.record.intro_medias.length} picture(s); ` +
        `${made.render.duration?.toFixed(1)} s video (ratio ${aspectRatio}) in ${made.wallS.total.toFixed(0)} s → ${videoPath}`,
    );
    console.log(`  script (${made.script.style}): ${made.script.scenes.join(' | ')}`);
  }
} finally {
  await shop.close();
}
