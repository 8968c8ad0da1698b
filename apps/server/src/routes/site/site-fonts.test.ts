import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFeatureTestApp } from './build-feature-test-app.ts';

/** One page of each kind per language: a feature page, the blog listing, an article. */
const englishPaths = ['/features/talking-photo/', '/blog/', '/blog/choosing-a-voice/'];
const chinesePaths = englishPaths.map((path) => `/zh-cn${path}`);

describe('the site’s fonts', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildFeatureTestApp();
  });
  afterAll(() => app.close());

  const getHtml = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };

  it('loads no Noto Sans SC on English pages: the language switch’s 简体中文 is drawn in the device’s own Chinese face', async () => {
    for (const path of englishPaths) {
      const html = await getHtml(path);
      expect(html, path).toContain('lang="zh-CN">简体中文</a>');
      expect(html.match(/noto-sans-sc[\w-]*\.woff2?/u)?.[0], path).toBeUndefined();
      expect(html, path).not.toContain('/blog/fonts.css');
      expect(html, path).not.toMatch(/@font-face\{font-family:'?Noto Sans SC/u);
      // The switch's own stack (in the header and in the phone menu) names the system Chinese faces.
      expect(html, path).toMatch(/\.lang:lang\(zh-CN\),\.menu-lang:lang\(zh-CN\)\{font-family:"PingFang SC","Hiragino Sans GB","Microsoft YaHei"/u);
    }
  });

  it('links the whole font stylesheet, with Noto Sans SC, on Chinese pages', async () => {
    for (const path of chinesePaths) expect(await getHtml(path), path).toContain('<link rel="stylesheet" href="/blog/fonts.css" media="print"');
  });
});
