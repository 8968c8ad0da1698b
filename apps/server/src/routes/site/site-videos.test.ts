import { spawnSync } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { formats } from '@talkreel/formats';
import type { Runtime } from '@talkreel/platform';
import { defaultFeaturePageSource } from '@talkreel/site';
import { loadVoiceCatalogue } from '@talkreel/speech';
import { createTextTranslators } from '@talkreel/translate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context.ts';
import { queueSiteVideoRender } from '../../services/site-videos/queue-site-video-render.ts';
import { siteVideoStorageKeys } from '../../services/site-videos/site-video-cache-key.ts';
import { SiteVideoLibrary, type ResolvedSiteVideo } from '../../services/site-videos/site-video-library.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { registerSiteVideos } from './site-videos.ts';

const isApertiumInstalled = !spawnSync('apertium', ['-V']).error;

/** A stand-in for a rendered MP4: the route serves stored bytes as they are, so any bytes show what it sends. */
const videoBytes = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));
const posterBytes = Buffer.from('poster bytes, served as stored');

describe('/site/videos/<name>.mp4 and .jpg', () => {
  let product: TestProduct;
  let video: ResolvedSiteVideo;
  const get = (url: string, headers: Record<string, string> = {}) => product.app.inject({ method: 'GET', url, headers });
  /** What the site video library reads of the app's context: the runtime, and for translations the translators (Apertium alone here) and the voices. */
  const libraryContext = (runtime: Runtime = product.runtime) =>
    ({ runtime, translators: createTextTranslators({}), voiceCatalogue: loadVoiceCatalogue() }) as AppContext;

  beforeAll(async () => {
    // No worker: a queued render stays queued, nothing renders in this file.
    product = await startTestProduct({ RUN_WORKER: 'false' });
    await product.app.ready();
    const library = new SiteVideoLibrary(libraryContext());
    video = (await library.resolveAll()).get('avatar-clip-1')!;
  }, 60_000);
  afterAll(() => product?.cleanup());

  const countSiteVideoProjects = async () =>
    (await product.runtime.database.db.selectFrom('projects').select('id').where('kind', '=', formats.site_video.kind).execute()).length;

  it('renders nothing in tests (NODE_ENV=test turns SITE_VIDEOS off)', async () => {
    await get('/site/videos/avatar-clip-1.mp4');
    expect(await countSiteVideoProjects()).toBe(0);
  });

  it('answers 404, never a file, for names that are not a site video', async () => {
    const hostile = [
      '/site/videos/nope.mp4',
      '/site/videos/AVATAR-CLIP-1.mp4',
      '/site/videos/avatar-clip-1',
      '/site/videos/avatar-clip-1.webm',
      '/site/videos/avatar-clip-1.mp4.jpg',
      '/site/videos/avatar-clip-1.json',
      '/site/videos/..%2F..%2F..%2Fpackage.json',
      '/site/videos/%2e%2e%2fpackage.json',
      '/site/videos/../videos/avatar-clip-1.json',
      '/site/videos/avatar-clip-1%2F..%2Favatar-clip-2.mp4',
      '/site/videos/avatar-clip-1/.mp4',
      `/site/videos/${'a'.repeat(5000)}.mp4`,
      '/site/videos/',
    ];
    for (const url of hostile) {
      const response = await get(url);
      expect(response.statusCode, `${url.slice(0, 80)} ${response.body.slice(0, 200)}`).toBe(404);
      expect(response.headers['content-type'], url.slice(0, 80)).toBe('text/plain; charset=utf-8');
    }
    // A zero byte never reaches a route: the app refuses it first (40000).
    expect((await get('/site/videos/avatar-clip-1.mp4%00.jpg')).statusCode).toBe(400);
  });

  it('answers 503 with Retry-After while a site video is not rendered, for the video, its poster and HEAD', async () => {
    for (const request of [
      { method: 'GET', url: '/site/videos/avatar-clip-1.mp4' },
      { method: 'GET', url: '/site/videos/avatar-clip-1.jpg' },
      { method: 'HEAD', url: '/site/videos/avatar-clip-1.mp4' },
    ] as const) {
      const response = await product.app.inject(request);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('60');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  describe('once rendered', () => {
    const etag = () => `"${video.cacheKey}-mp4"`;
    beforeAll(async () => {
      const keys = siteVideoStorageKeys(video.cacheKey);
      await product.runtime.storage.put(keys.posterKey, posterBytes, { contentType: 'image/jpeg' });
      await product.runtime.storage.put(keys.videoKey, videoBytes, { contentType: 'video/mp4' });
    });

    it('serves the whole MP4 with its type, length, ETag, a day of caching and byte ranges offered', async () => {
      const response = await get('/site/videos/avatar-clip-1.mp4');
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'video/mp4',
        'content-length': '1000',
        'accept-ranges': 'bytes',
        'cache-control': 'public, max-age=86400',
        etag: etag(),
      });
      expect(response.rawPayload.equals(videoBytes)).toBe(true);
    });

    it('serves the poster as a JPEG with its own ETag', async () => {
      const response = await get('/site/videos/avatar-clip-1.jpg');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers.etag).toBe(`"${video.cacheKey}-jpg"`);
      expect(response.body).toBe(posterBytes.toString());
    });

    it('answers Range requests with 206 and the exact bytes: a slice, an open end, a suffix', async () => {
      for (const [range, start, endInclusive] of [
        ['bytes=0-1', 0, 1],
        ['bytes=100-199', 100, 199],
        ['bytes=900-', 900, 999],
        ['bytes=-10', 990, 999],
      ] as const) {
        const response = await get('/site/videos/avatar-clip-1.mp4', { range });
        expect(response.statusCode, range).toBe(206);
        expect(response.headers['content-range'], range).toBe(`bytes ${start}-${endInclusive}/1000`);
        expect(response.headers['content-length'], range).toBe(String(endInclusive - start + 1));
        expect(response.rawPayload.equals(videoBytes.subarray(start, endInclusive + 1)), range).toBe(true);
      }
    });

    it('answers 416 past the end, and the whole file for several ranges or a stale If-Range', async () => {
      const pastEnd = await get('/site/videos/avatar-clip-1.mp4', { range: 'bytes=1000-' });
      expect(pastEnd.statusCode).toBe(416);
      expect(pastEnd.headers['content-range']).toBe('bytes */1000');
      const several = await get('/site/videos/avatar-clip-1.mp4', { range: 'bytes=0-1,5-6' });
      expect(several.statusCode).toBe(200);
      expect(several.rawPayload.length).toBe(1000);
      const stale = await get('/site/videos/avatar-clip-1.mp4', { range: 'bytes=0-1', 'if-range': '"another-version-mp4"' });
      expect(stale.statusCode).toBe(200);
      const current = await get('/site/videos/avatar-clip-1.mp4', { range: 'bytes=0-1', 'if-range': etag() });
      expect(current.statusCode).toBe(206);
    });

    it('answers HEAD with the headers and no body, and 304 to a matching If-None-Match', async () => {
      const head = await product.app.inject({ method: 'HEAD', url: '/site/videos/avatar-clip-1.mp4' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe('1000');
      expect(head.headers['content-type']).toBe('video/mp4');
      expect(head.rawPayload.length).toBe(0);
      const headRange = await product.app.inject({ method: 'HEAD', url: '/site/videos/avatar-clip-1.mp4', headers: { range: 'bytes=10-19' } });
      expect(headRange.statusCode).toBe(206);
      expect(headRange.headers['content-range']).toBe('bytes 10-19/1000');
      const notModified = await get('/site/videos/avatar-clip-1.mp4', { 'if-none-match': `"other", ${etag()}` });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.rawPayload.length).toBe(0);
      expect((await get('/site/videos/avatar-clip-1.mp4', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    });
  });

  it('queues a site video once, whoever asks at the same time, behind users’ renders', async () => {
    const clip = (await new SiteVideoLibrary(libraryContext()).resolveAll()).get('avatar-clip-2')!;
    const context = { runtime: product.runtime } as AppContext;
    const taskIds = await Promise.all([queueSiteVideoRender(context, clip), queueSiteVideoRender(context, clip), queueSiteVideoRender(context, clip)]);
    expect(new Set(taskIds).size).toBe(1);
    expect(await queueSiteVideoRender(context, clip)).toBe(taskIds[0]);
    expect(await countSiteVideoProjects()).toBe(1);
    const delivery = await product.runtime.database.db.selectFrom('tasks').select('queue_job_id').where('id', '=', taskIds[0]!).executeTakeFirstOrThrow();
    const { rows } = await product.runtime.database.db.executeQuery<{ priority: number }>({
      sql: 'select priority from pgboss.job where id = $1',
      parameters: [delivery.queue_job_id],
      query: { kind: 'SelectQueryNode' },
    } as never);
    expect(rows[0]?.priority).toBe(-10);
  });

  it.skipIf(!isApertiumInstalled)(
    'leaves out a translation this server has no path for, with one warning naming it and the path; it answers 404, the others are made',
    async () => {
      const videosDirectory = await mkdtemp(path.join(tmpdir(), 'site-video-translations-'));
      await copyFile(path.join(defaultFeaturePageSource.videosDirectory, 'translator-en.json'), path.join(videosDirectory, 'translator-en.json'));
      for (const language of ['es', 'zh'])
        await writeFile(path.join(videosDirectory, `translator-${language}.json`), JSON.stringify({ kind: 'translation', source: 'translator-en', language }));
      const warnings: { fields: Record<string, unknown>; message: string }[] = [];
      const logger = {
        info: () => undefined,
        error: () => undefined,
        warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }),
      } as unknown as Runtime['logger'];
      const library = new SiteVideoLibrary(libraryContext({ ...product.runtime, logger }), videosDirectory);
      const app = Fastify();
      registerSiteVideos(app, libraryContext(), library);
      try {
        expect([...(await library.resolveAll()).keys()]).toEqual(['translator-en', 'translator-es']);
        expect([...(await library.findUnmade()).keys()]).toEqual(['translator-zh']);
        expect(warnings).toHaveLength(1);
        expect(warnings[0]!.fields).toMatchObject({ siteVideo: 'translator-zh', source: 'translator-en', language: 'zh' });
        expect(warnings[0]!.message).toMatch(
          /^site video translator-zh cannot be made on this server, so the pages leave it out: No translation from English \(en\) to Chinese \(zh\) on this server: .*Set LLM_BASE_URL/u,
        );
        const unmade = await app.inject({ method: 'GET', url: '/site/videos/translator-zh.mp4' });
        expect([unmade.statusCode, unmade.body]).toEqual([404, 'This video cannot be made on this server']);
        expect((await app.inject({ method: 'GET', url: '/site/videos/translator-zh.jpg' })).statusCode).toBe(404);
        // The Spanish one is a site video like any other: 503 until it is rendered.
        expect((await app.inject({ method: 'GET', url: '/site/videos/translator-es.mp4' })).statusCode).toBe(503);
        // Asked again, nothing is translated or logged again.
        await library.findUnmade();
        expect(warnings).toHaveLength(1);
      } finally {
        await app.close();
        await rm(videosDirectory, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
