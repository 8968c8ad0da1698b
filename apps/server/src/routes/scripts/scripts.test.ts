import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPodcastHostPairRoute,
  createPodcastRoute,
  createTopicScriptRoute,
  createTopicVideoRoute,
  getProjectInfoRoute,
  getSampleLinkRoute,
  getScriptOptionsRoute,
  getTopicScriptRoute,
  getUserInfoRoute,
  getWorkspaceRoute,
  listPodcastHostPairsRoute,
  savePodcastScriptRoute,
  stopTopicScriptRoute,
} from '@talkreel/contract';
import { grantOperatorCredits } from '../../services/credits/grant-operator-credits.ts';
import { sessionCacheTtlMs } from '../../services/sessions/session-cache.ts';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute, type RouteBody } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { waitForScript } from '../../test-support/wait-for-script.ts';

const longText = [
  'Rivers shape the land they cross. Over thousands of years a river cuts valleys, carries sand and silt downstream and builds wide plains where it slows down.',
  'Floods were once feared and welcomed at the same time. The water destroyed houses, but it also left fertile soil behind, and early farming towns grew along the great rivers for that reason.',
  'Engineers later built dams and levees to hold the water back. These works made cities safer and gave power and irrigation, but they also trapped the sediment that used to renew the fields.',
  'Today many cities try a gentler approach. They give rivers room to spread out in parks and wetlands, so that a flood fills a meadow instead of a street.',
  'Wetlands act like sponges. They store water during storms, release it slowly in dry weeks and clean it as it passes through plants and soil.',
  'Restoring a river is slow work. Old concrete channels are broken up, bends are dug back into straight stretches, and native plants are planted along the banks.',
  'The results can be surprising. Fish return within a few seasons, birds nest in the reeds, and people come to walk along water they once could not reach.',
  'Rivers also connect places. Boats carried goods long before roads and railways, and many of the oldest trade routes followed the flow of water from the hills to the sea.',
  'Climate change makes rivers less predictable. Heavier rain in some seasons and long droughts in others mean that planners must prepare for both floods and low water.',
  'In the end a healthy river is one that can change. When we leave space for that change, the river gives back clean water, rich soil and places to rest.',
].join('\n\n');

describe('podcast and topic scripts through the routes', () => {
  let product: TestProduct;
  let token: string;

  beforeAll(async () => {
    product = await startTestProduct({ PORT: '3917' });
    token = (await createAuthClient(product.app).register('podcaster@example.com', 'secret-password')).data.token;
  }, 60_000);
  afterAll(() => product?.cleanup());

  it('lists the six demo host pairs and makes a pair of two avatars', async () => {
    const pairs = await callRoute(product, listPodcastHostPairsRoute, { token });
    expect(pairs.code, pairs.msg).toBe(0);
    expect(pairs.data.list.map((pair) => pair.id)).toEqual(['demo-1', 'demo-2', 'demo-3', 'demo-4', 'demo-5', 'demo-6']);
    expect(pairs.data.list.every((pair) => pair.is_demo && pair.status === 1)).toBe(true);

    const same = await callRoute(product, createPodcastHostPairRoute, { token, body: { person1_id: '798', person2_id: '798' } });
    expect(same).toMatchObject({ code: 40000, msg: expect.stringContaining('two different avatars') });
    const missing = await callRoute(product, createPodcastHostPairRoute, { token, body: { person1_id: '798', person2_id: 'no-such-avatar' } });
    expect(missing.code).toBe(40400);
    const created = await callRoute(product, createPodcastHostPairRoute, { token, body: { person1_id: '713', person2_id: '600' } });
    expect(created.code, created.msg).toBe(0);
    expect(created.data).toMatchObject({ is_demo: false, PrjUserDigitalPerson1: { id: '713', name: 'Mei' }, PrjUserDigitalPerson2: { id: '600' } });
    const after = await callRoute(product, listPodcastHostPairsRoute, { token });
    expect(after.data.list[0]?.id).toBe(created.data.id);
    // Someone else's pair is not yours to use.
    const other = (await createAuthClient(product.app).register('other.podcaster@example.com', 'secret-password')).data.token;
    const foreign = await callRoute(product, createPodcastRoute, {
      token: other,
      body: { podcast_avatar_id: created.data.id, origin: 4, long_text: longText },
    });
    expect(foreign.code).toBe(40400);
  });

  it('writes a podcast from long text: alternating hosts, named turns, an editable script', async () => {
    const created = await callRoute(product, createPodcastRoute, {
      token,
      body: { podcast_avatar_id: 'demo-1', origin: 4, long_text: longText, video_duration: '1-3', duration_per_turn: 'short' },
    });
    expect(created.code, created.msg).toBe(0);
    const info = await waitForScript(product, token, getProjectInfoRoute, created.data.project_id);
    expect(info.err_msg).toBe('');
    expect(info.status).toBe(4);
    expect(info.writer).toBe('embedded');
    expect(info.turns.length).toBeGreaterThanOrEqual(4);
    info.turns.forEach((turn, index) => expect(turn.host).toBe(index % 2 === 0 ? 1 : 2));
    expect(info.gpt_sell_text.startsWith('Amelia: ')).toBe(true);
    expect(info.gpt_sell_text).toContain('\n\nKwame: ');

    const edited = [...info.turns.slice(0, 2), { host: 1 as const, text: 'A new closing line from Amelia.' }];
    const saved = await callRoute(product, savePodcastScriptRoute, { token, body: { project_id: created.data.project_id, turns: edited } });
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data.turns).toEqual(edited);
    const empty = await callRoute(product, savePodcastScriptRoute, { token, body: { project_id: created.data.project_id, turns: [] } });
    expect(empty).toMatchObject({ code: 40000, msg: expect.stringContaining('at least one turn') });
  });

  it('reads the sample article Try Sample links to, without fetching it', async () => {
    const sampleLink = (language?: string) => callRoute(product, getSampleLinkRoute, { body: { platform: 7, language } });
    const link = await sampleLink();
    expect(link.code, link.msg).toBe(0);
    // Samples in the podcast's language, so the writer can use them; English without one (or with none in that language).
    const english = await Promise.all(Array.from({ length: 12 }, () => sampleLink('english')));
    expect(english.every((answer) => !answer.data.includes('.zh'))).toBe(true);
    const chinese = await sampleLink('chinese');
    expect(chinese.data).toMatch(/\/samples\/articles\/[a-z0-9-]+\.zh$/u);
    const japanese = await sampleLink('japanese');
    expect(japanese.data).not.toContain('.zh');
    expect(link.data).toMatch(/^http:\/\/localhost:3917\/samples\/articles\/[a-z0-9.-]+$/u);
    const page = await product.app.inject({ method: 'GET', url: new URL(link.data).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const index = await product.app.inject({ method: 'GET', url: '/samples/articles/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain(`href="./${new URL(link.data).pathname.split('/').pop()}"`);
    const created = await callRoute(product, createPodcastRoute, {
      token,
      body: { podcast_avatar_id: 'demo-2', origin: 1, url: link.data, video_duration: '1-3' },
    });
    expect(created.code, created.msg).toBe(0);
    const info = await waitForScript(product, token, getProjectInfoRoute, created.data.project_id);
    expect(info.err_msg).toBe('');
    expect(info.title.length).toBeGreaterThan(5);
    expect(info.turns.length).toBeGreaterThan(4);
  });

  it('refuses what cannot be read, with messages that name the problem', async () => {
    const createPodcast = (body: RouteBody<typeof createPodcastRoute>) => callRoute(product, createPodcastRoute, { token, body });
    const youtube = await createPodcast({ podcast_avatar_id: 'demo-1', origin: 2, url: 'https://www.youtube.com/playlist?list=PL123' });
    expect(youtube).toMatchObject({ code: 40000, msg: 'Please enter a valid YouTube URL' });
    const scheme = await createPodcast({ podcast_avatar_id: 'demo-1', origin: 1, url: 'file:///etc/passwd' });
    expect(scheme).toMatchObject({ code: 40000, msg: expect.stringContaining('http and https') });
    const noText = await createPodcast({ podcast_avatar_id: 'demo-1', origin: 4, long_text: '   ' });
    expect(noText).toMatchObject({ code: 40000, msg: expect.stringContaining('Enter the text') });
    const tooLong = await createPodcast({ podcast_avatar_id: 'demo-1', origin: 4, long_text: 'a'.repeat(16_001) });
    expect(tooLong).toMatchObject({ code: 40000, msg: expect.stringContaining('16000') });
    // A recording must be an MP3 or WAV of the user's own.
    const recording = await createPodcast({ podcast_avatar_id: 'demo-1', origin: 7, file_path: '/files/x.mp3' });
    expect(recording.code).toBe(40400);
    const noFile = await createPodcast({ podcast_avatar_id: 'demo-1', origin: 7 });
    expect(noFile).toMatchObject({ code: 40000, msg: expect.stringContaining('Upload a file') });
    const language = await createPodcast({ podcast_avatar_id: 'demo-1', origin: 4, long_text: longText, language: 'klingon' });
    expect(language).toMatchObject({ code: 40000, msg: expect.stringContaining('klingon') });

    // A private address is refused by the fetcher: the script fails with the fetcher's reason, nothing stays 'writing'.
    const privateLink = await createPodcast({
      podcast_avatar_id: 'demo-1',
      origin: 1,
      url: 'http://169.254.169.254/latest/meta-data/',
    });
    expect(privateLink.code, privateLink.msg).toBe(0);
    const failed = await waitForScript(product, token, getProjectInfoRoute, privateLink.data.project_id);
    expect(failed.status).toBe(5);
    expect(failed.err_msg.toLowerCase()).toContain('private');
  });

  it('writes a topic script in scenes, stops, writes it again and makes a presenter video workspace', async () => {
    const created = await callRoute(product, createTopicScriptRoute, {
      token,
      body: { topic: 'How to keep houseplants alive in winter', language: 'english', tone: 'Friendly', model: 1, expected_duration: 3 },
    });
    expect(created.code, created.msg).toBe(0);
    const done = await waitForScript(product, token, getTopicScriptRoute, created.data.new_prj_id);
    expect(done.status).toBe(4);
    expect(done.scene_text.length).toBeGreaterThanOrEqual(3);
    expect(done.scene_text.join(' ').toLowerCase()).toContain('houseplants');

    const again = await callRoute(product, createTopicScriptRoute, { token, body: { project_id: created.data.new_prj_id } });
    expect(again.code, again.msg).toBe(0);
    expect(again.data.new_prj_id).not.toBe(created.data.new_prj_id);
    const stopped = await callRoute(product, stopTopicScriptRoute, { token, body: { project_id: again.data.new_prj_id } });
    expect(stopped.code, stopped.msg).toBe(0);
    expect(stopped.data.status).toBe(4);

    // A 3-minute script is more than the Free plan speaks in one video: refused before anything is built.
    const onFree = await callRoute(product, createTopicVideoRoute, { token, body: { project_id: created.data.new_prj_id, aspect_ratio: 1 } });
    expect(onFree.code).toBe(40000);
    expect(onFree.msg).toMatch(/^The scripts of this video have \d+ characters: the Free plan speaks at most 1500 characters a video/);
    const email = (await callRoute(product, getUserInfoRoute, { token })).data.username;
    await grantOperatorCredits(product.runtime.repositories, { email, plan: 'Pro' });
    await sleep(sessionCacheTtlMs + 100);
    const video = await callRoute(product, createTopicVideoRoute, { token, body: { project_id: created.data.new_prj_id, aspect_ratio: 1 } });
    expect(video.code, video.msg).toBe(0);
    const workspace = await callRoute(product, getWorkspaceRoute, { token, query: { project_id: video.data.new_prj_id, index: 0 } });
    expect(workspace.code, workspace.msg).toBe(0);
    const document = workspace.data.workspace as unknown as {
      aspect_ratio: number;
      scenes: { tracks: { layers: { type: string; prop: { speech?: { script: string } } }[] }[] }[];
    };
    expect(document.aspect_ratio).toBe(1);
    // The presenter's picture comes as a URL the browser's preview can load, not a storage key.
    const presenter = document.scenes[0]!.tracks.flatMap((track) => track.layers).find((layer) => layer.type === 'person') as unknown as {
      path: string;
    };
    const picture = await product.app.inject({ method: 'GET', url: presenter.path });
    expect(picture.statusCode, presenter.path).toBe(200);
    expect(picture.headers['content-type']).toContain('image/');
    const spoken = document.scenes.flatMap((scene) =>
      scene.tracks.flatMap((track) => track.layers.flatMap((layer) => (layer.type === 'person' && layer.prop.speech ? [layer.prop.speech.script] : []))),
    );
    expect(spoken.join(' ').replace(/\s+/gu, ' ')).toBe(done.scene_text.join(' ').replace(/\s+/gu, ' '));
  });

  it('answers a topic in a language without a writer with the reason, and checks the form', async () => {
    const createTopic = (body: RouteBody<typeof createTopicScriptRoute>, bearer = token) => callRoute(product, createTopicScriptRoute, { token: bearer, body });
    const french = await createTopic({ topic: 'Les jardins', language: 'french' });
    expect(french).toMatchObject({ code: 40000, msg: expect.stringContaining('need a language model this server does not have') });
    const empty = await createTopic({ topic: '   ' });
    expect(empty).toMatchObject({ code: 40000, msg: expect.stringContaining('Please enter the topic') });
    // @ts-expect-error -- a tone that is not one of the tones
    const tone = await createTopic({ topic: 'Bread', tone: 'Grumpy' });
    expect(tone.code).toBe(40000);
    const options = await callRoute(product, getScriptOptionsRoute);
    expect(options.data.languages.length).toBeGreaterThanOrEqual(56);
    expect(options.data.tones).toHaveLength(19);
    expect(options.data.writer.id).toBe('embedded');
    expect(options.data.topic_languages).toEqual(expect.arrayContaining(['english', 'chinese']));
    expect(options.data.topic_languages).not.toContain('french');
    const stranger = (await createAuthClient(product.app).register('topic.stranger@example.com', 'secret-password')).data.token;
    const created = await createTopic({ topic: 'Bread at home' });
    const peek = await callRoute(product, getTopicScriptRoute, { token: stranger, query: { project_id: created.data.new_prj_id } });
    expect(peek.code).toBe(40400);
  });

  it('lets a user have three scripts being written at once, even when asked in parallel', async () => {
    const user = (await createAuthClient(product.app).register('busy.writer@example.com', 'secret-password')).data.token;
    // Stop the worker from taking them: the queue holds them while we count.
    await product.runner?.stop(1000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => callRoute(product, createTopicScriptRoute, { token: user, body: { topic: `Topic number ${index + 1}` } })),
    );
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.code !== 0);
    expect(refused).toHaveLength(3);
    expect(refused.every((answer) => answer.code === 42900 && answer.msg.includes('3 scripts'))).toBe(true);
  });
});
