import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getUserInfoRoute,
  getWorkspaceRoute,
  listProjectsRoute,
  templateDetailRoute,
  templateListRoute,
  useTemplateRoute,
  type TemplateSummary,
} from '@talkreel/contract';
import { fillTemplate, parseTemplateFile } from '@talkreel/templates';
import { fixtureTemplatesDirectory, readFixtureTemplate } from '@talkreel/templates/testing';
import { callRoute, type RouteBody } from '../../test-support/call-route.ts';
import { pngWithoutMetadata } from '../../test-support/png-without-metadata.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { templateAvatarOf } from '../../services/templates/template-library.ts';

const lampKey = `templates/media/${createHash('sha256')
  .update(readFileSync(`${fixtureTemplatesDirectory}/media/fixture-lamp.png`))
  .digest('hex')
  .slice(0, 24)}.png`;

/** A workspace as GET /project/workspace answers it, with each read URL taken back to its key. */
function withKeys(workspace: Record<string, unknown>, mediaUrls: Record<string, string>): unknown {
  const keyByUrl = new Map(Object.entries(mediaUrls).map(([key, url]) => [url, key]));
  return JSON.parse(JSON.stringify(workspace), (name, value: unknown) =>
    name === 'path' && typeof value === 'string' ? (keyByUrl.get(value) ?? value) : value,
  );
}

describe('POST /api/template/list, GET /api/template/detail, POST /api/template/use', () => {
  let product: TestProduct;
  let token: string;

  beforeAll(async () => {
    product = await startTestProduct({}, { templatesDirectory: fixtureTemplatesDirectory });
    token = await product.createGuestToken();
  });
  afterAll(() => product.cleanup());

  const list = async (body: RouteBody<typeof templateListRoute> = {}) => callRoute(product, templateListRoute, { body });
  const names = (templates: TemplateSummary[]) => templates.map((template) => template.name);

  it('lists every fixture template, unrendered (no preview yet), in file order', async () => {
    const answer = await list();
    expect({ code: answer.code, msg: answer.msg }).toEqual({ code: 0, msg: 'ok' });
    expect(answer.data).toMatchObject({ total: 3, page: 1, page_size: 30 });
    expect(answer.data.data).toEqual([
      { id: 'big-sale-16x9', name: 'Big Sale', category: 'sale', aspect_ratio: 1, preview_url: '', cover_url: '', duration_ms: 2000, has_presenter: false },
      {
        id: 'product-spotlight-9x16',
        name: 'Product Spotlight',
        category: 'product',
        aspect_ratio: 0,
        preview_url: '',
        cover_url: '',
        duration_ms: 7000,
        has_presenter: true,
      },
      {
        id: 'product-teaser-1x1',
        name: 'Product Teaser Square',
        category: 'product',
        aspect_ratio: 2,
        preview_url: '',
        cover_url: '',
        duration_ms: 2000,
        has_presenter: false,
      },
    ]);
  });

  it('pages, filters by ratio, category and search, and keeps the order of name[]', async () => {
    const pages = [(await list({ page: 1, page_size: 2 })).data, (await list({ page: 2, page_size: 2 })).data, (await list({ page: 3, page_size: 2 })).data];
    expect(pages.map((page) => [names(page.data), page.total])).toEqual([
      [['Big Sale', 'Product Spotlight'], 3],
      [['Product Teaser Square'], 3],
      [[], 3],
    ]);
    expect(names((await list({ aspect_ratio: 2 })).data.data)).toEqual(['Product Teaser Square']);
    expect(names((await list({ aspect_ratio: -1 })).data.data)).toHaveLength(3);
    expect(names((await list({ category: 'product' })).data.data)).toEqual(['Product Spotlight', 'Product Teaser Square']);
    expect(names((await list({ search: 'TEASER' })).data.data)).toEqual(['Product Teaser Square']);
    expect(names((await list({ name: ['Product Teaser Square', 'No Such', 'Big Sale'], show_page: 'index' })).data.data)).toEqual([
      'Product Teaser Square',
      'Big Sale',
    ]);
  });

  it('refuses a hostile list request with the envelope', async () => {
    for (const body of [{ page: 0 }, { page_size: 1000 }, { aspect_ratio: 7 }, { category: 'cats' }, { name: 'Big Sale' }]) {
      const answer = await product.app.inject({ method: 'POST', url: '/api/template/list', payload: body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json(), JSON.stringify(body)).toMatchObject({ code: 40000, data: null });
    }
  });

  it('describes a template: its filled workspace, variables, no thumbnails before the render, similar ones without itself', async () => {
    const answer = await callRoute(product, templateDetailRoute, { query: { id: 'product-spotlight-9x16' } });
    expect(answer.code).toBe(0);
    const detail = answer.data;
    expect(detail).toMatchObject({ id: 'product-spotlight-9x16', name: 'Product Spotlight', preview_url: '', cover_url: '', scene_thumbnails: [] });
    expect(detail.similar_template.map((template) => template.id)).toEqual(['product-teaser-1x1']);
    expect(detail.variables.map((variable) => variable.key)).toEqual(['product', 'tagline', 'photo', 'presenter', 'voice', 'accent']);
    const photo = detail.variables.find((variable) => variable.key === 'photo')!;
    expect(photo.default).toContain(lampKey);
    const image = await product.app.inject({ method: 'GET', url: photo.default });
    expect({ status: image.statusCode, type: image.headers['content-type'] }).toEqual({ status: 200, type: 'image/png' });
    const text = JSON.stringify(detail.workspace);
    expect(text).toContain('Aurora Lamp');
    expect(text).not.toContain('{{');
    // The only 16:9 template, and the only sale: nothing is like it.
    const sale = (await callRoute(product, templateDetailRoute, { query: { id: 'big-sale-16x9' } })).data;
    expect(sale.similar_template).toEqual([]);
    const teaser = (await callRoute(product, templateDetailRoute, { query: { id: 'product-teaser-1x1' } })).data;
    expect(teaser.similar_template.map((template) => template.id)).toEqual(['product-spotlight-9x16']);
  });

  it('answers an unknown template with 40400', async () => {
    for (const id of ['no-such-template', '../etc/passwd', 'x'.repeat(120)]) {
      const answer = await callRoute(product, templateDetailRoute, { query: { id } });
      expect({ status: answer.status, code: answer.code, msg: answer.msg }).toEqual({ status: 404, code: 40400, msg: 'No such template' });
    }
    const tooLong = await product.app.inject({ method: 'GET', url: `/api/template/detail?id=${'x'.repeat(121)}` });
    expect(tooLong.json()).toMatchObject({ code: 40000, data: null });
  });

  it('uses a template: a new project of the caller whose workspace is the filled template, and no credit spent', async () => {
    const credit = async () => (await callRoute(product, getUserInfoRoute, { token })).data.credit;
    const creditBefore = await credit();
    const upload = (await product.uploadFile(token, { bytes: pngWithoutMetadata(64, 64), name: 'mine.png' })).json() as { data: { key: string } };
    const values = { product: 'Nimbus Kettle', photo: upload.data.key, accent: '#00AA11', voice: 'english-sarah' };
    const used = await callRoute(product, useTemplateRoute, { token, body: { id: 'product-spotlight-9x16', values } });
    expect({ code: used.code, msg: used.msg, index: used.data.index }).toEqual({ code: 0, msg: 'ok', index: 0 });

    const saved = (await callRoute(product, getWorkspaceRoute, { token, query: { project_id: used.data.project_id, index: 0 } })).data;
    const person = (await product.runtime.repositories.avatars.findPublic('798'))!;
    const template = parseTemplateFile('product-spotlight-9x16', readFixtureTemplate('product-spotlight-9x16'));
    const expected = fillTemplate(template, values, { avatar: (id) => (id === '798' ? templateAvatarOf(person) : undefined), mediaKey: () => lampKey });
    expect(withKeys(saved.workspace, saved.media_urls)).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(JSON.stringify(saved.workspace)).toContain('Nimbus Kettle');

    const projects = (await callRoute(product, listProjectsRoute, { token, query: {} })).data;
    expect(JSON.stringify(projects)).toContain(used.data.project_id);
    expect(await credit()).toBe(creditBefore);
    const tasks = await product.runtime.database.db.selectFrom('renders').select('task_id').where('project_id', '=', used.data.project_id).execute();
    expect(tasks).toEqual([]);

    // The detail's read URL of the template's own photo is taken back to its key.
    const detail = (await callRoute(product, templateDetailRoute, { query: { id: 'product-spotlight-9x16' } })).data;
    const photoUrl = detail.variables.find((variable) => variable.key === 'photo')!.default;
    const again = await callRoute(product, useTemplateRoute, { token, body: { id: 'product-spotlight-9x16', values: { photo: photoUrl } } });
    expect(again.code).toBe(0);
    const second = (await callRoute(product, getWorkspaceRoute, { token, query: { project_id: again.data.project_id, index: 0 } })).data;
    expect(Object.keys(second.media_urls)).toContain(lampKey);

    // Another library avatar: the person takes its still and its look, as the talking-avatar builder writes them.
    const other = (await product.runtime.repositories.avatars.findPublic('1021'))!;
    const swapped = await callRoute(product, useTemplateRoute, { token, body: { id: 'product-spotlight-9x16', values: { presenter: '1021' } } });
    const third = (await callRoute(product, getWorkspaceRoute, { token, query: { project_id: swapped.data.project_id, index: 0 } })).data;
    const presenter = (
      withKeys(third.workspace, third.media_urls) as { scenes: { tracks: { layers: { id?: string; path: string; prop: { look?: unknown } }[] }[] }[] }
    ).scenes
      .flatMap((scene) => scene.tracks.flatMap((track) => track.layers))
      .find((layer) => layer.id === 'presenter')!;
    const { stillKey, lookId, design } = templateAvatarOf(other);
    expect(presenter.path).toBe(stillKey);
    expect(presenter.prop.look).toEqual({ id: lookId, ...(design ? { design } : {}) });
    expect(await product.runtime.storage.stat(stillKey)).toBeDefined();
  });

  it('refuses values that do not fit, naming the variable, and unknown keys', async () => {
    const use = (values: Record<string, string>, as: string | null = token, id = 'product-spotlight-9x16') =>
      callRoute(product, useTemplateRoute, { token: as, body: { id, values } });
    const stranger = await product.createGuestToken();
    const strangersUpload = (await product.uploadFile(stranger, { bytes: pngWithoutMetadata(32, 32), name: 'theirs.png' })).json() as { data: { key: string } };
    const answers = {
      unknown: await use({ product: 'ok', logo: 'x', font: 'y' }),
      tooLong: await use({ product: 'x'.repeat(41) }),
      colour: await use({ accent: 'blue' }),
      link: await use({ photo: 'https://example.com/cat.jpg' }),
      foreignPhoto: await use({ photo: strangersUpload.data.key }),
      noAvatar: await use({ presenter: '999999' }),
      noVoice: await use({ voice: 'no-such-voice' }),
      noTemplate: await use({}, token, 'no-such-template'),
      signedOut: await use({}, null),
    };
    const summary = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, { code: answer.code, msg: answer.msg }]));
    expect(summary).toEqual({
      unknown: { code: 40000, msg: 'This template has no variables logo, font; it has product, tagline, photo, presenter, voice, accent' },
      tooLong: { code: 40000, msg: 'product (Product name): at most 40 characters (this one has 41)' },
      colour: { code: 40000, msg: 'accent (Accent colour): must be a colour written #rrggbb, like #ff5a36 (not "blue")' },
      link: { code: 40000, msg: 'photo (Product photo): must be the storage key of an uploaded image: links are not fetched' },
      foreignPhoto: { code: 40000, msg: `photo (Product photo): ${strangersUpload.data.key} is not an uploaded image of yours (upload it first)` },
      noAvatar: { code: 40000, msg: 'presenter (Presenter): no such avatar 999999' },
      noVoice: { code: 40000, msg: 'voice (Voice): no such voice no-such-voice' },
      noTemplate: { code: 40400, msg: 'No such template' },
      signedOut: { code: 40100, msg: expect.any(String) },
    });
    const hostile = await product.app.inject({
      method: 'POST',
      url: '/api/template/use',
      headers: { authorization: `Bearer ${token}` },
      payload: { id: 'product-spotlight-9x16', values: { product: 5 } },
    });
    expect(hostile.json()).toMatchObject({ code: 40000, data: null });
  });
});

describe('the template library at start', () => {
  it('stops the start when a template file is broken, naming the file and the reason', async () => {
    const { mkdtemp, writeFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const directory = await mkdtemp(`${tmpdir()}/templates-`);
    try {
      const broken = readFixtureTemplate('big-sale-16x9');
      (broken.variables as { key: string }[])[0]!.key = 'title';
      await writeFile(`${directory}/big-sale-16x9.json`, JSON.stringify(broken));
      await expect(startTestProduct({}, { templatesDirectory: directory })).rejects.toThrow(
        `${directory}/big-sale-16x9.json: {{headline}} at scenes.0.tracks.0.layers.0.prop.textInfo.text names no variable`,
      );
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
