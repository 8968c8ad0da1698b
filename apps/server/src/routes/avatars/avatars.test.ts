import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAvatarFromLookRoute,
  createTalkingAvatarRoute,
  createTalkingPhotoRoute,
  featuredAvatarIds,
  generateLooksRoute,
  getCreditLedgerRoute,
  getDefaultVoiceRoute,
  getLookFreeTrialsRoute,
  getLookTaskOutputsRoute,
  getLookTaskRoute,
  getPresetLookPromptRoute,
  getUserInfoRoute,
  getWorkspaceRoute,
  listDigitalPersonsRoute,
  listLibraryAvatarsRoute,
  listLookPromptsRoute,
  listProjectsRoute,
  listPublicAvatarsRoute,
  listSampleFacesRoute,
  listTalkingPhotoPersonsRoute,
  previewVoiceRoute,
  queueWelcomeClipRoute,
  submitRenderTasksRoute,
} from '@talkreel/contract';
import { probeMedia } from '@talkreel/platform';
import { sessionCacheTtlMs } from '../../services/sessions/session-cache.ts';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute, type RouteBody } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { until } from '../../test-support/until.ts';
import { waitForLookTask } from '../../test-support/wait-for-look-task.ts';
import { waitForRender } from '../../test-support/wait-for-render.ts';

describe('avatars and looks through the routes', () => {
  let product: TestProduct;
  let token: string;

  /** Follows a redirect to a stored file and decodes it as a picture. */
  const fetchImage = async (url: string) => {
    let response = await product.app.inject({ method: 'GET', url });
    if (response.statusCode === 302) response = await product.app.inject({ method: 'GET', url: response.headers.location as string });
    expect(response.statusCode).toBe(200);
    return { bytes: response.rawPayload, image: await loadImage(response.rawPayload) };
  };

  beforeAll(async () => {
    product = await startTestProduct();
    token = (await createAuthClient(product.app).register('avatar.owner@example.com', 'secret-password')).data.token;
  }, 60_000);
  afterAll(() => product?.cleanup());

  it('lists the public library: 40+ avatars, the featured five first in order, every theme, gender, age and aspect ratio, filters and pages', async () => {
    const all = await callRoute(product, listPublicAvatarsRoute, { query: { page_size: 1000 } });
    expect(all.code, all.msg).toBe(0);
    const people = all.data.digital_persons;
    expect(people.length).toBeGreaterThanOrEqual(40);
    expect(people.slice(0, 5).map((person) => person.id)).toEqual([...featuredAvatarIds]);
    expect(new Set(people.map((person) => person.theme))).toEqual(
      new Set(['lifestyle', 'outdoors', 'business', 'studio', 'health_fitness', 'education', 'news']),
    );
    expect(new Set(people.map((person) => person.gender))).toEqual(new Set([1, 2]));
    expect(new Set(people.map((person) => person.age))).toEqual(new Set(['young adult', 'adult', 'senior']));
    expect(new Set(people.map((person) => person.aspect_ratio))).toEqual(new Set([0, 1]));

    const news = (await callRoute(product, listPublicAvatarsRoute, { query: { theme: 'news', gender: 'female', page_size: 100 } })).data.digital_persons;
    expect(news.length).toBeGreaterThan(0);
    expect(news.every((person) => person.theme === 'news' && person.gender === 1)).toBe(true);
    const landscape = await callRoute(product, listPublicAvatarsRoute, { query: { aspect_ratio: 1, page_size: 5 } });
    expect(landscape.data.digital_persons.every((person) => person.aspect_ratio === 1)).toBe(true);
    const firstPage = await callRoute(product, listPublicAvatarsRoute, { query: { page: 1, page_size: 8 } });
    expect(firstPage.data).toMatchObject({ total: people.length, has_more: true });
    const lastPage = await callRoute(product, listPublicAvatarsRoute, { query: { page: Math.ceil(people.length / 8), page_size: 8 } });
    expect(lastPage.data.has_more).toBe(false);
    // @ts-expect-error -- a theme the library does not have
    expect((await callRoute(product, listPublicAvatarsRoute, { query: { theme: 'space' } })).code).toBe(40000);
  });

  it('draws a cover on first request, once even when asked in parallel, at the avatar aspect ratio; the circle cover too', async () => {
    const [first, second, third] = await Promise.all([
      fetchImage('/api/avatar_library/cover/1021'),
      fetchImage('/api/avatar_library/cover/1021'),
      fetchImage('/api/avatar_library/cover/1021'),
    ]);
    expect([first.image.width, first.image.height]).toEqual([720, 1280]);
    expect(second.bytes.equals(first.bytes) && third.bytes.equals(first.bytes)).toBe(true);
    // A drawn cover is a JPEG (a tenth of a PNG's bytes, drawn in a fraction of the time).
    expect(first.bytes.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    const rows = await product.runtime.database.db.selectFrom('files').select('id').where('storage_key', '=', 'avatars/1021/cover.jpg').execute();
    expect(rows).toHaveLength(1);
    const circle = await fetchImage('/api/avatar_library/cover/1021?circle=1');
    expect([circle.image.width, circle.image.height]).toEqual([320, 320]);
    const listed = (await callRoute(product, listPublicAvatarsRoute, { query: { page_size: 5 } })).data.digital_persons.find((person) => person.id === '1021');
    expect(listed?.cover_url).toMatch(/^\/files\//u);
    // The cover is a file, not a contract route: its refusal is read from the envelope.
    expect((await product.app.inject({ method: 'GET', url: '/api/avatar_library/cover/does-not-exist' })).json()).toMatchObject({ code: 40400 });
  });

  it("queues a library avatar's welcome clip once, when a player asks for it", async () => {
    const before = (await callRoute(product, listPublicAvatarsRoute, { query: { page_size: 5 } })).data.digital_persons[0]!;
    expect(before).toMatchObject({ id: '798', welcome_status: 'none', welcome_url: null });
    const queueWelcome = (id: string) => callRoute(product, queueWelcomeClipRoute, { token, body: { id } });
    const [first, second] = await Promise.all([queueWelcome('798'), queueWelcome('798')]);
    expect(first.data.welcome_status).toMatch(/rendering|done/u);
    expect(second.data.welcome_status).toMatch(/rendering|done/u);
    const projects = await product.runtime.database.db
      .selectFrom('projects')
      .select('id')
      .where('kind', '=', 'welcome_clip')
      .where('name', '=', 'Welcome: Amelia')
      .execute();
    expect(projects).toHaveLength(1);
    expect((await queueWelcome('4242')).code).toBe(40400);
  });

  it('generates four different looks: 4101 for a guest, free trials counted under a lock, then a credit, then 4101', async () => {
    const guest = await product.createGuestToken();
    const refused = await callRoute(product, generateLooksRoute, { token: guest, body: { gender: 'female' } });
    expect(refused).toMatchObject({ code: 4101, msg: 'Sign in to generate avatar looks' });

    const freeTrials = async () => (await callRoute(product, getLookFreeTrialsRoute, { token, params: { type: 1 } })).data;
    const credit = async () => (await callRoute(product, getUserInfoRoute, { token })).data.credit;
    expect(await freeTrials()).toBe(3);
    const request: RouteBody<typeof generateLooksRoute> = {
      gender: 'female',
      age: 'adult',
      origin: 'any',
      preset_style: 'professional',
      detail: 'glasses, red blazer',
      background: 'office',
      aspect_ratio: 0,
    };
    const started = await callRoute(product, generateLooksRoute, { token, body: request });
    expect(started.code, started.msg).toBe(0);
    const taskId = started.data;
    const task = await waitForLookTask(product, token, taskId, { intervalMs: 40 });
    expect(task).toMatchObject({ status: 'done', progress: 100, engine: 'embedded', aspect_ratio: 0, error: null });
    const urls = task.output_url;
    expect(urls).toHaveLength(4);
    const images = await Promise.all(urls.map((url) => fetchImage(url)));
    for (const { image } of images) expect([image.width, image.height]).toEqual([720, 1280]);
    expect(new Set(images.map(({ bytes }) => bytes.toString('base64'))).size).toBe(4);
    expect((await callRoute(product, getLookTaskOutputsRoute, { token, body: { type: 1, unique_id: taskId } })).data.output_url).toEqual(urls);
    expect(await freeTrials()).toBe(2);

    // Parallel requests with two trials left: exactly two are free, the rest cost a credit each.
    const creditBefore = await credit();
    const burst = await Promise.all(Array.from({ length: 5 }, () => callRoute(product, generateLooksRoute, { token, body: request })));
    expect(burst.every((reply) => reply.code === 0)).toBe(true);
    const payloads = await product.runtime.database.db.selectFrom('tasks').select('payload').where('kind', '=', 'generate-looks').execute();
    expect(payloads.filter((row) => (row.payload as { isFreeTrial: boolean }).isFreeTrial)).toHaveLength(3);
    expect(await credit()).toBe(creditBefore - 3);
    expect(await freeTrials()).toBe(0);

    // Out of trials and credits: asked to pay.
    const user = (await callRoute(product, getUserInfoRoute, { token })).data;
    await product.runtime.database.db.updateTable('users').set({ credit: 0 }).where('email', '=', user.username).execute();
    expect(await callRoute(product, generateLooksRoute, { token, body: request })).toMatchObject({
      code: 4101,
      msg: 'You have used your free looks: upgrade your plan or buy credits to generate more',
    });
    await product.runtime.database.db.updateTable('users').set({ credit: 10 }).where('email', '=', user.username).execute();

    const stranger = (await createAuthClient(product.app).register('stranger@example.com', 'secret-password')).data.token;
    expect((await callRoute(product, getLookTaskRoute, { token: stranger, query: { unique_id: taskId } })).code).toBe(40400);
    expect((await callRoute(product, createAvatarFromLookRoute, { token: stranger, body: { unique_id: taskId, output_index: 0 } })).code).toBe(40400);
  }, 120_000);

  it('serves the Prompt Generator in English and Chinese, presets, and six sample faces that work as a reference', async () => {
    const english = await callRoute(product, listLookPromptsRoute, { params: { type: 1 } });
    expect(english.data.prompt_list.map((category) => category.category)).toContain('Hairstyle');
    const chinese = await callRoute(product, listLookPromptsRoute, { params: { type: 2 }, query: { lang: 'zh-CN' } });
    expect(chinese.data.prompt_list.map((category) => category.category)).toContain('场景');
    expect((await callRoute(product, listLookPromptsRoute, { params: { type: 3 } })).code).toBe(40000);
    expect((await callRoute(product, getPresetLookPromptRoute, { params: { type: 1 }, query: { gender: 'male' } })).data.prompt.length).toBeGreaterThan(5);

    const samples = (await callRoute(product, listSampleFacesRoute)).data.list;
    expect(samples).toHaveLength(6);
    const picture = await fetchImage(samples[2]!.url);
    expect(picture.image.width).toBeGreaterThan(300);
    const withReference = await callRoute(product, generateLooksRoute, {
      token,
      body: { gender: 'female', base_photo_url: samples[2]!.url, detail: '', background: 'studio' },
    });
    expect(withReference.code, withReference.msg).toBe(0);
    const task = await waitForLookTask(product, token, withReference.data, { intervalMs: 40 });
    expect(task.status).toBe('done');
  }, 120_000);

  it("makes a look the user's avatar, whose welcome clip renders and plays", async () => {
    const started = await callRoute(product, generateLooksRoute, {
      token,
      body: { gender: 'male', age: 'senior', preset_style: 'social', detail: 'beard', background: 'park' },
    });
    const taskId = started.data;
    await waitForLookTask(product, token, taskId, { intervalMs: 40 });
    // 'Create Avatar' costs a credit (the spec's avatar dialogs pass 1): with none, 40200 and no avatar.
    const email = (await callRoute(product, getUserInfoRoute, { token })).data.username;
    const setCredit = (credit: number) => product.runtime.database.db.updateTable('users').set({ credit }).where('email', '=', email).execute();
    await setCredit(0);
    await sleep(sessionCacheTtlMs + 100);
    const createAvatar = () => callRoute(product, createAvatarFromLookRoute, { token, body: { unique_id: taskId, output_index: 2, name: 'Grandpa Joe' } });
    const broke = await createAvatar();
    expect(broke.code).toBe(40200);
    expect((await callRoute(product, listLibraryAvatarsRoute, { token, query: { page_size: 1000 } })).data.data).toEqual([]);
    await setCredit(5);
    await sleep(sessionCacheTtlMs + 100);
    const created = await createAvatar();
    expect(created.code, created.msg).toBe(0);
    expect((await callRoute(product, getUserInfoRoute, { token })).data.credit).toBe(4);
    const ledger = await callRoute(product, getCreditLedgerRoute, { token });
    expect(ledger.data.list[0]).toMatchObject({ amount: -1, reason: 'Avatar' });
    expect(created.data).toMatchObject({ name: 'Grandpa Joe', gender: 2, is_public: false, kind: 'illustrated', welcome_status: 'rendering' });
    const library = await callRoute(product, listLibraryAvatarsRoute, { token, query: { page_size: 1000 } });
    expect(library.data.data).toEqual([expect.objectContaining({ id: created.data.id, name: 'Grandpa Joe', motion_count: 1 })]);
    const mine = async () =>
      (await callRoute(product, listDigitalPersonsRoute, { token })).data.digital_persons.find((person) => person.id === created.data.id)!;
    const person = await until(mine, (avatar) => avatar.welcome_status !== 'rendering', { timeoutMs: 165_000 });
    expect(person.welcome_status).toBe('done');
    const videoPath = path.join(product.dataDir, 'welcome.mp4');
    await writeFile(videoPath, (await product.app.inject({ method: 'GET', url: person.welcome_url! })).rawPayload);
    const info = await probeMedia(product.runtime.ffprobePath, videoPath);
    expect(info.durationMs).toBeGreaterThan(2000);
    expect(info.streams.some((stream) => stream.codecType === 'audio')).toBe(true);
    // The welcome clip is the avatar's, not a video in My Videos.
    expect((await callRoute(product, listProjectsRoute, { token })).data.list).toEqual([]);
  }, 180_000);

  it('makes a talking-avatar video from a script with a library avatar: checked, split into scenes, one credit, the video as long as the speech', async () => {
    const voice = (await callRoute(product, getDefaultVoiceRoute, { token, query: { gender: 1 } })).data;
    const createTalkingAvatar = (body: RouteBody<typeof createTalkingAvatarRoute>) => callRoute(product, createTalkingAvatarRoute, { token, body });
    expect((await createTalkingAvatar({ person_id: '798', script: 'x'.repeat(1501), tts_voice_id: voice.id })).msg).toBe(
      'The script is too long for the Free plan: at most 1500 characters (this one has 1501)',
    );
    expect((await createTalkingAvatar({ person_id: '798', script: 'Hello.', tts_voice_id: 'no-such-voice' })).msg).toBe('No such voice: choose another voice');
    expect((await createTalkingAvatar({ person_id: '4242', script: 'Hello.', tts_voice_id: voice.id })).msg).toBe('No such avatar: choose another one');
    const script = 'Welcome to our product tour. Today I will show you three things. First, how to start. Then, how to share.';
    const created = await createTalkingAvatar({ person_id: '798', script, tts_voice_id: voice.id, aspect_ratio: 1, render_subtitle: 1 });
    expect(created.code, created.msg).toBe(0);
    const projectId = created.data.new_prj_id;
    const saved = (await callRoute(product, getWorkspaceRoute, { token, query: { project_id: projectId, index: 0 } })).data as unknown as {
      workspace: { aspect_ratio: number; scenes: { tracks: { layers: { prop: { look?: { design?: unknown }; speech?: { script: string } } }[] }[] }[] };
    };
    expect(saved.workspace.aspect_ratio).toBe(1);
    const person = saved.workspace.scenes[0]!.tracks[0]!.layers[0]!;
    expect(person.prop.look?.design).toBeDefined();
    expect(person.prop.speech?.script).toBe(script);

    const credit = async () => (await callRoute(product, getUserInfoRoute, { token })).data.credit;
    const before = await credit();
    expect((await callRoute(product, submitRenderTasksRoute, { token, body: { tasks: [{ project_id: projectId, index: 0 }] } })).code).toBe(0);
    expect(await credit()).toBe(before - 1);
    const status = await waitForRender(product, token, { projectId }, { intervalMs: 40, timeoutMs: 230_000 });
    expect(status.status, JSON.stringify(status)).toBe('done');
    const videoPath = path.join(product.dataDir, 'talking-avatar.mp4');
    await writeFile(videoPath, (await product.app.inject({ method: 'GET', url: status.video_url! })).rawPayload);
    if (process.env.TALKREEL_KEEP_VIDEO)
      await writeFile(process.env.TALKREEL_KEEP_VIDEO, (await product.app.inject({ method: 'GET', url: status.video_url! })).rawPayload);
    const info = await probeMedia(product.runtime.ffprobePath, videoPath);
    expect(info.streams.find((stream) => stream.codecType === 'video')).toMatchObject({ width: 1920, height: 1080 });
    const preview = await callRoute(product, previewVoiceRoute, { token, body: { voice_id: voice.id, text: script } });
    expect(Math.abs(info.durationMs - preview.data.duration * 1000)).toBeLessThanOrEqual(40 + 25);
    const task = await product.runtime.database.db.selectFrom('tasks').select('result').where('id', '=', status.task_id!).executeTakeFirstOrThrow();
    expect((task.result as { faces: unknown }).faces).toEqual([{ elementId: 'avatar-1', engine: 'embedded-look' }]);
  }, 240_000);

  it('offers library presets on the talking-photo page and makes a talking photo from one', async () => {
    const persons = (await callRoute(product, listTalkingPhotoPersonsRoute, { token })).data.digital_persons;
    expect(persons.slice(0, 6).map((person) => person.id)).toEqual(expect.arrayContaining(['798', '1021']));
    const preset = persons.find((person) => person.id === '1046')!;
    const created = await callRoute(product, createTalkingPhotoRoute, {
      token,
      body: { person_id: preset.id, script: 'Hi there.', tts_voice_id: preset.timbre_id! },
    });
    expect(created.code, created.msg).toBe(0);
  });
});
