import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAvatarFromLookRoute, generateLooksRoute, listDigitalPersonsRoute } from '@talkreel/contract';
import { startFakeOpenAiImagesServer, type FakeImageServiceServer } from '@talkreel/looks/testing';
import { probeMedia } from '@talkreel/platform';
import { requireCorpus, sharedCorpusPath } from '@talkreel/platform/testing/corpus';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { until } from '../../test-support/until.ts';
import { waitForLookTask } from '../../test-support/wait-for-look-task.ts';

const facePhoto = sharedCorpusPath('faces', 'positive', 'katherine_maher_800px.jpg');

/**
 * The look wizard with an OpenAI-compatible Images API configured (a local
 * fake that answers a real face photo): the looks are photographs from the
 * service, one becomes an avatar that talks like a talking photo, and a
 * service that refuses hands the task to the illustrator with a note.
 */
describe.skipIf(!requireCorpus('image-service looks test', facePhoto))('looks from an image service', () => {
  let service: FakeImageServiceServer;
  let product: TestProduct;
  let token: string;

  beforeAll(async () => {
    service = await startFakeOpenAiImagesServer({
      apiKey: 'sk-images-test',
      photo: await readFile(facePhoto),
      refusePrompt: (prompt) => (prompt.includes('forbidden') ? 'Your request was rejected as a result of our safety system.' : undefined),
    });
    product = await startTestProduct({ IMAGES_OPENAI_BASE_URL: `${service.url}/v1`, IMAGES_OPENAI_API_KEY: 'sk-images-test' });
    token = (await createAuthClient(product.app).register('photo.looks@example.com', 'secret-password')).data.token;
  }, 60_000);
  afterAll(async () => {
    await product?.cleanup();
    await service?.close();
  });

  it('makes photographic looks with the service, and one of them an avatar whose welcome clip talks', async () => {
    const started = await callRoute(product, generateLooksRoute, {
      token,
      body: {
        gender: 'female',
        age: 'adult',
        origin: 'european',
        preset_style: 'professional',
        detail: 'short dark hair, navy blazer',
        background: 'office',
        aspect_ratio: 0,
      },
    });
    expect(started.code, started.msg).toBe(0);
    const task = await waitForLookTask(product, token, started.data);
    expect(task).toMatchObject({ status: 'done', engine: 'openai', note: null, error: null });
    const urls = task.output_url;
    expect(urls).toHaveLength(4);
    for (const url of urls) {
      let response = await product.app.inject({ method: 'GET', url });
      if (response.statusCode === 302) response = await product.app.inject({ method: 'GET', url: response.headers.location as string });
      const image = await loadImage(response.rawPayload);
      expect([image.width, image.height]).toEqual([720, 1280]);
    }
    // What the service was asked: the wizard's fields in the prompt, with the key.
    const generations = service.requests.filter((request) => request.path === '/v1/images/generations');
    expect(generations.length).toBeGreaterThanOrEqual(1);
    expect(generations[0]!.headers.authorization).toBe('Bearer sk-images-test');
    const prompt = (JSON.parse(generations[0]!.body.toString('utf8')) as { prompt: string }).prompt;
    expect(prompt).toMatch(/woman/iu);
    expect(prompt).toContain('navy blazer');
    expect(prompt).toMatch(/office/iu);

    const created = await callRoute(product, createAvatarFromLookRoute, { token, body: { unique_id: started.data, output_index: 1, name: 'Photo Kate' } });
    expect(created.code, created.msg).toBe(0);
    expect(created.data).toMatchObject({ name: 'Photo Kate', kind: 'photo', gender: 1, is_public: false });
    const mine = async () =>
      (await callRoute(product, listDigitalPersonsRoute, { token })).data.digital_persons.find((person) => person.id === created.data.id)!;
    const person = await until(mine, (avatar) => avatar.welcome_status !== 'rendering', { timeoutMs: 220_000 });
    expect(person.welcome_status).toBe('done');
    const videoPath = path.join(product.dataDir, 'photo-welcome.mp4');
    await writeFile(videoPath, (await product.app.inject({ method: 'GET', url: person.welcome_url! })).rawPayload);
    const info = await probeMedia(product.runtime.ffprobePath, videoPath);
    expect(info.durationMs).toBeGreaterThan(2000);
    expect(info.streams.some((stream) => stream.codecType === 'audio')).toBe(true);
    // It talked as a talking photo: the photo animator ('embedded'), not the illustrator's redraw ('embedded-look').
    const renders = await product.runtime.database.db.selectFrom('tasks').select(['result']).where('kind', '=', 'render-workspace').execute();
    const faces = renders.flatMap((row) => (row.result as { faces?: { engine: string }[] } | null)?.faces ?? []);
    expect(faces.map((face) => face.engine)).toEqual(['embedded']);
  }, 240_000);

  it('draws the looks itself when the service refuses, and says why', async () => {
    const started = await callRoute(product, generateLooksRoute, { token, body: { gender: 'male', detail: 'forbidden words', background: 'studio' } });
    expect(started.code, started.msg).toBe(0);
    const task = await waitForLookTask(product, token, started.data);
    expect(task).toMatchObject({ status: 'done', engine: 'embedded', error: null });
    expect(task.note).toMatch(/^openai could not make the looks \(openai: .*safety system.*\); they were drawn by the built-in illustrator instead$/u);
    expect(task.output_url).toHaveLength(4);
  }, 120_000);
});
