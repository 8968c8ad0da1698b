import { startTestServer, startYouTubeFake, youTubeFakeVideoIds, type TestServer, type YouTubeFake } from '@talkreel/sources/testing';
import { startOpenAiChatFake, type OpenAiChatFake } from '@talkreel/writer/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPodcastRoute, createTopicScriptRoute, getProjectInfoRoute, getScriptOptionsRoute, getTopicScriptRoute } from '@talkreel/contract';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute, type RouteBody } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { waitForScript } from '../../test-support/wait-for-script.ts';

const frenchScenes = [
  'Vous avez déjà oublié d’arroser une plante pendant tout un hiver ?',
  'La lumière compte plus que l’eau : rapprochez vos plantes de la fenêtre.',
  'Arrosez moins souvent, mais vérifiez la terre avec le doigt avant.',
  'Abonnez-vous pour d’autres conseils de jardinage.',
];

const articleHtml = `<!DOCTYPE html><html><head><title>Night trains are back | Rail Weekly</title></head><body>
<nav><a href="/">Home</a> <a href="/news">News</a> <a href="/subscribe">Subscribe</a></nav>
<article><h1>Night trains are back</h1>
<p>Across Europe, sleeper trains that were cut a decade ago are running again, and many of them are full weeks ahead.</p>
<p>Travellers say they like waking up in the centre of a city instead of queueing at an airport at dawn.</p>
<p>Operators are buying new carriages with small private cabins, showers and proper beds instead of fold-down seats.</p>
<p>The hardest part is the timetable: a train must leave late enough to be useful and arrive early enough for a working day.</p>
<p>Governments help by cutting track fees at night, when the lines would otherwise stand empty.</p>
</article><footer>© Rail Weekly. Cookie settings. Privacy.</footer></body></html>`;

describe('scripts written by configured services: a language model and YouTube captions', () => {
  let product: TestProduct;
  let llm: OpenAiChatFake;
  let youtube: YouTubeFake;
  let site: TestServer;
  let token: string;

  const createPodcast = async (body: Omit<RouteBody<typeof createPodcastRoute>, 'podcast_avatar_id'>) => {
    const created = await callRoute(product, createPodcastRoute, { token, body: { podcast_avatar_id: 'demo-1', video_duration: '1-3', ...body } });
    expect(created.code, created.msg).toBe(0);
    return waitForScript(product, token, getProjectInfoRoute, created.data.project_id, { intervalMs: 10 });
  };

  beforeAll(async () => {
    llm = await startOpenAiChatFake({ apiKey: 'sk-test', models: ['gpt-4o-mini', 'deepseek-chat'] });
    youtube = await startYouTubeFake();
    site = await startTestServer((request, response) => {
      if (request.url === '/article') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(articleHtml);
      } else if (request.url === '/to-metadata') {
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        response.end();
      } else {
        response.writeHead(404).end();
      }
    });
    const youtubeHost = new URL(youtube.baseUrl).host;
    product = await startTestProduct({
      PORT: '3918',
      TEST_HOOKS: 'true',
      LLM_BASE_URL: `${llm.url}/v1`,
      LLM_API_KEY: 'sk-test',
      LLM_MODEL: 'gpt-4o-mini',
      LLM_MODEL_2: 'deepseek-chat',
      YOUTUBE_BASE_URL: youtube.baseUrl,
      FETCH_ALLOW_HOSTS: `${youtubeHost},${site.hostAndPort}`,
    });
    token = (await createAuthClient(product.app).register('llm.writer@example.com', 'secret-password')).data.token;
  }, 60_000);
  afterAll(async () => {
    await product?.cleanup();
    await llm?.close();
    await youtube?.close();
    await site?.close();
  });

  it('says a language model writes here, and offers topics in every language', async () => {
    const options = await callRoute(product, getScriptOptionsRoute);
    expect(options.data.writer.id).toBe('llm');
    expect(options.data.writer.label).toContain('127.0.0.1');
    expect(options.data.topic_languages).toEqual(expect.arrayContaining(['english', 'french', 'japanese']));
  });

  it('shows each scene of a streamed topic script as soon as the model has written it', async () => {
    llm.enqueue({ content: frenchScenes.map((scene) => `### SCENE\n${scene}\n`).join('\n'), pieceBytes: 400, pieceDelayMs: 80 });
    const created = await callRoute(product, createTopicScriptRoute, {
      token,
      body: { topic: 'Garder ses plantes en vie en hiver', language: 'french', tone: 'Friendly', model: 2 },
    });
    expect(created.code, created.msg).toBe(0);
    const partialCounts = new Set<number>();
    const done = await waitForScript(product, token, getTopicScriptRoute, created.data.new_prj_id, {
      intervalMs: 10,
      onEach: (data) => {
        if (data.status === 3 && data.scene_text.length > 0) partialCounts.add(data.scene_text.length);
      },
    });
    expect(done).toMatchObject({ status: 4, err_msg: '', writer: 'llm', scene_text: frenchScenes });
    // The page saw the script grow: at least two different partial lengths before it was done.
    expect(partialCounts.size).toBeGreaterThanOrEqual(2);
    const request = llm.requests.at(-1)!;
    expect(request.body?.model).toBe('deepseek-chat');
    expect(request.body?.stream).toBe(true);
    expect(JSON.stringify(request.body?.messages)).toContain('French');
    expect(JSON.stringify(request.body?.messages)).toContain('friendly');
  });

  it('writes a podcast with the model, and with the built-in writer when the model refuses, saying so', async () => {
    const sourceText = [
      'Bread rises because yeast turns the sugar in flour into carbon dioxide gas.',
      'The gas is caught in a web of gluten, which stretches like a balloon.',
      'Warm dough rises faster, because yeast works quicker when it is warm.',
      'Salt slows the yeast down a little and makes the gluten stronger.',
      'Baking sets the web, so the bubbles stay when the bread cools.',
    ].join(' ');
    const turns = [
      { host: 1, text: 'Why does bread rise at all?' },
      { host: 2, text: 'Yeast eats the sugar and breathes out gas, and the gluten holds it.' },
      { host: 1, text: 'So warm kitchens make faster bread.' },
    ];
    llm.enqueue({ content: JSON.stringify({ turns }) });
    const written = await createPodcast({ origin: 4, long_text: sourceText });
    expect(written).toMatchObject({ status: 4, writer: 'llm', note: null, turns });
    expect(llm.requests.at(-1)?.body?.response_format?.type).toBe('json_schema');

    llm.enqueue({ status: 401, message: 'Incorrect API key provided: sk-***.', code: 'invalid_api_key' });
    const fallback = await createPodcast({ origin: 4, long_text: sourceText });
    expect(fallback.status, fallback.err_msg).toBe(4);
    expect(fallback.writer).toBe('embedded');
    expect(fallback.note).toContain('401');
    expect(fallback.note).toContain('built-in writer');
    expect(fallback.turns.length).toBeGreaterThanOrEqual(3);
  });

  it('reads a web page through the safe fetcher, and refuses a redirect to a private address', async () => {
    llm.enqueue(
      { status: 503, message: 'The server is overloaded.' },
      { status: 503, message: 'The server is overloaded.' },
      { status: 503, message: 'The server is overloaded.' },
    );
    const written = await createPodcast({ origin: 1, url: `${site.origin}/article` });
    expect(written.status, written.err_msg).toBe(4);
    expect(written.title).toContain('Night trains are back');
    expect(written.writer).toBe('embedded');
    expect(written.note).toContain('503');
    const spoken = written.turns.map((turn) => turn.text).join(' ');
    expect(spoken).toContain('sleeper trains');
    expect(spoken).not.toContain('Cookie settings');

    const redirected = await createPodcast({ origin: 1, url: `${site.origin}/to-metadata` });
    expect(redirected.status).toBe(5);
    expect(redirected.err_msg.toLowerCase()).toContain('private');
  });

  it('writes a podcast from a YouTube video’s captions, and names the problem when it has none', async () => {
    llm.enqueue({
      content: JSON.stringify({
        turns: [
          { host: 1, text: 'Bread rises.' },
          { host: 2, text: 'Because of yeast.' },
        ],
      }),
    });
    const written = await createPodcast({ origin: 2, url: `https://youtu.be/${youTubeFakeVideoIds.manual}` });
    expect(written.status, written.err_msg).toBe(4);
    expect(written.title).toBe('How Bread Rises: a short talk');
    const prompt = JSON.stringify(llm.requests.at(-1)?.body?.messages);
    expect(prompt).toContain('yeast');
    expect(youtube.requests.some((request) => request.url.startsWith('/api/timedtext'))).toBe(true);

    const silent = await createPodcast({ origin: 2, url: `https://www.youtube.com/watch?v=${youTubeFakeVideoIds.noCaptions}` });
    expect(silent.status).toBe(5);
    expect(silent.err_msg).toBe('Only videos with subtitles are supported: this video has none.');
  });
});
