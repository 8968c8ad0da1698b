import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateDetailRoute, templateListRoute } from '@talkreel/contract';
import { libraryOwnerId, probeMedia, readStoredBytes } from '@talkreel/platform';
import { fixtureTemplatesDirectory, readFixtureTemplate } from '@talkreel/templates/testing';
import type { AppContext } from '../../app-context.ts';
import { callRoute } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { TemplateLibrary } from './template-library.ts';

/** Two short templates without a presenter (text on colour, two seconds each): cheap to render for real. */
const quickTemplates = ['big-sale-16x9', 'product-teaser-1x1'];

describe('TemplateLibrary', () => {
  let product: TestProduct;
  let workDir: string;
  let directory: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'template-library-'));
    directory = path.join(workDir, 'templates');
    await mkdir(directory);
    for (const id of quickTemplates) await copyFile(path.join(fixtureTemplatesDirectory, `${id}.json`), path.join(directory, `${id}.json`));
    product = await startTestProduct({}, { templatesDirectory: directory });
  }, 120_000);
  afterAll(async () => {
    await product?.cleanup();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  const context = () => ({ runtime: product.runtime }) as AppContext;

  it('renders each preview once however many servers start, then stores the MP4, the cover and one thumbnail per scene; the routes serve them', async () => {
    const first = await TemplateLibrary.load(context(), directory);
    const second = await TemplateLibrary.load(context(), directory);
    await Promise.all([first.start(), second.start()]);
    const projects = await product.runtime.database.db
      .selectFrom('projects')
      .select('name')
      .where('owner_id', '=', libraryOwnerId)
      .where('name', 'like', 'Site video template %')
      .execute();
    expect(projects.map((project) => project.name.split(' ').slice(0, 4).join(' ')).sort()).toEqual(quickTemplates.map((id) => `Site video template ${id}`));

    const startedMs = Date.now();
    while ((!(await first.findPreview(quickTemplates[0]!)) || !(await first.findPreview(quickTemplates[1]!))) && Date.now() - startedMs < 180_000) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    first.stop();
    second.stop();
    const keys = (await first.findPreview('big-sale-16x9'))!;
    expect(keys, 'the preview of big-sale-16x9 was not stored within 180 s').toBeDefined();
    expect(keys.thumbnailKeys).toHaveLength(1);
    const videoPath = path.join(workDir, 'preview.mp4');
    await writeFile(videoPath, await readStoredBytes(product.runtime.storage, keys.videoKey));
    const video = await probeMedia(product.runtime.ffprobePath, videoPath);
    expect(video.streams.find((stream) => stream.codecType === 'video')).toMatchObject({ codecName: 'h264', width: 1280, height: 720 });
    expect(Math.abs(video.durationMs - 2000)).toBeLessThanOrEqual(100);
    for (const key of [keys.coverKey, ...keys.thumbnailKeys]) {
      const jpeg = await readStoredBytes(product.runtime.storage, key);
      expect([...jpeg.subarray(0, 2)], key).toEqual([0xff, 0xd8]);
    }

    // The server's own library has the same templates, so the same keys: it serves what was stored.
    const listed = (await callRoute(product, templateListRoute, { body: { name: ['Big Sale'] } })).data.data[0]!;
    expect(listed.preview_url).toContain(keys.videoKey);
    expect(listed.cover_url).toContain(keys.coverKey);
    const detail = (await callRoute(product, templateDetailRoute, { query: { id: 'big-sale-16x9' } })).data;
    expect(detail.scene_thumbnails).toHaveLength(1);
    expect(detail.scene_thumbnails[0]).toContain(keys.thumbnailKeys[0]);
    const served = await product.app.inject({ method: 'GET', url: listed.preview_url });
    expect({ status: served.statusCode, type: served.headers['content-type'] }).toEqual({ status: 200, type: 'video/mp4' });

    // The site's template block shows the rendered templates, each opening its preview dialog in the app.
    const page = await product.app.inject({ method: 'GET', url: '/features/talking-photo/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/templates?templateId=big-sale-16x9');
    expect(page.body).toContain('/templates?templateId=product-teaser-1x1');
  }, 240_000);

  it('stores template media as library files, and refuses to start without them, naming the file', async () => {
    const withMedia = path.join(workDir, 'with-media');
    await mkdir(path.join(withMedia, 'media'), { recursive: true });
    await writeFile(path.join(withMedia, 'product-spotlight-9x16.json'), JSON.stringify(readFixtureTemplate('product-spotlight-9x16')));
    await expect(TemplateLibrary.load(context(), withMedia)).rejects.toThrow(`${withMedia}/media/fixture-lamp.png: cannot be read`);
    await writeFile(path.join(withMedia, 'media/fixture-lamp.png'), 'not a png');
    await expect(TemplateLibrary.load(context(), withMedia)).rejects.toThrow(`${withMedia}/media/fixture-lamp.png: is not a PNG image`);
    await copyFile(path.join(fixtureTemplatesDirectory, 'media/fixture-lamp.png'), path.join(withMedia, 'media/fixture-lamp.png'));
    const library = await TemplateLibrary.load(context(), withMedia);
    const key = library.find('product-spotlight-9x16')!.mediaKeys.get('media/fixture-lamp.png')!;
    const stored = await product.runtime.database.db.selectFrom('files').select(['owner_id', 'kind', 'storage_key']).where('storage_key', '=', key).execute();
    expect(stored).toEqual([{ owner_id: libraryOwnerId, kind: 'png', storage_key: key }]);

    const duplicate = { ...readFixtureTemplate('big-sale-16x9'), name: 'Product Spotlight' };
    await writeFile(path.join(withMedia, 'another-sale-16x9.json'), JSON.stringify(duplicate));
    await expect(TemplateLibrary.load(context(), withMedia)).rejects.toThrow(
      `${withMedia}/product-spotlight-9x16.json: the name "Product Spotlight" is taken by ${withMedia}/another-sale-16x9.json`,
    );
    await writeFile(path.join(withMedia, 'another-sale-16x9.json'), JSON.stringify({ ...readFixtureTemplate('big-sale-16x9'), variables: [] }));
    await expect(TemplateLibrary.load(context(), withMedia)).rejects.toThrow(`${withMedia}/another-sale-16x9.json: `);
    await writeFile(path.join(withMedia, 'another-sale-16x9.json'), '{ "name": ');
    await expect(TemplateLibrary.load(context(), withMedia)).rejects.toThrow(`${withMedia}/another-sale-16x9.json: is not JSON`);
  });

  it('refuses a default avatar or voice the library does not have', async () => {
    const missing = path.join(workDir, 'missing');
    await mkdir(path.join(missing, 'media'), { recursive: true });
    await copyFile(path.join(fixtureTemplatesDirectory, 'media/fixture-lamp.png'), path.join(missing, 'media/fixture-lamp.png'));
    const template = readFixtureTemplate('product-spotlight-9x16') as { variables: { key: string; default: string }[] };
    template.variables.find((variable) => variable.key === 'presenter')!.default = '424242';
    await writeFile(path.join(missing, 'product-spotlight-9x16.json'), JSON.stringify(template));
    await expect(TemplateLibrary.load(context(), missing)).rejects.toThrow(
      `${missing}/product-spotlight-9x16.json: variable "presenter": no library avatar 424242`,
    );
    template.variables.find((variable) => variable.key === 'presenter')!.default = '798';
    template.variables.find((variable) => variable.key === 'voice')!.default = 'klingon-worf';
    await writeFile(path.join(missing, 'product-spotlight-9x16.json'), JSON.stringify(template));
    await expect(TemplateLibrary.load(context(), missing)).rejects.toThrow(
      `${missing}/product-spotlight-9x16.json: variable "voice": no public voice klingon-worf`,
    );
  });
});
