import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateLooksRoute } from '@talkreel/contract';
import { startFakeOpenAiImagesServer, type FakeImageServiceServer } from '@talkreel/looks/testing';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { waitForLookTask } from '../../test-support/wait-for-look-task.ts';

const facesDirectory = path.resolve(import.meta.dirname, '../../../../../../shared/corpora/faces');

/** Katherine's portrait: blonde, wavy, chin-length hair; no glasses. A missing corpus fails the test rather than letting it pass on nothing. */
async function readBlondePortrait(): Promise<Buffer> {
  if (!existsSync(facesDirectory)) throw new Error(`The corpus folder ${facesDirectory} is missing: clone the shared corpora beside the repository`);
  return readFile(path.join(facesDirectory, 'positive/katherine_maher_800px.jpg'));
}

interface Json {
  code: number;
  msg: string;
  data: unknown;
}

/** Uploads the blonde woman's photo as the look reference and asks for four looks: the task's id, once it is done. */
async function looksFromBlondeReference(product: TestProduct, email: string): Promise<string> {
  const token = (await createAuthClient(product.app).register(email, 'secret-password')).data.token;
  const uploaded = (await product.uploadFile(token, { bytes: await readBlondePortrait(), name: 'me.jpg', purpose: 'look_photo' })).json() as Json;
  expect(uploaded.code, uploaded.msg).toBe(0);
  const started = await callRoute(product, generateLooksRoute, {
    token,
    body: { gender: 'female', detail: '', background: 'office', base_photo_url: (uploaded.data as { full_path: string }).full_path },
  });
  expect(started.code, started.msg).toBe(0);
  const taskId = started.data;
  const task = await waitForLookTask(product, token, taskId, { timeoutMs: 100_000 });
  if (task.status !== 'done') throw new Error(task.error ?? `the look task ended ${task.status}`);
  return taskId;
}

/**
 * A reference photo's measured traits reach the looks through the task:
 * the worker's illustrator draws a blonde with chin-length hair (the issue:
 * four dark-haired women), and an image service's prompt names them.
 */
describe('looks from a reference photo, through the task', () => {
  describe('drawn by the embedded illustrator', () => {
    let product: TestProduct;
    beforeAll(async () => {
      product = await startTestProduct();
    }, 60_000);
    afterAll(() => product?.cleanup());

    it('queues the measured traits and draws four blonde women with chin-length hair and no glasses', async () => {
      const taskId = await looksFromBlondeReference(product, 'blonde.reference@example.com');
      const task = await product.runtime.database.db.selectFrom('tasks').select(['payload']).where('id', '=', taskId).executeTakeFirstOrThrow();
      expect((task.payload as { reference: unknown }).reference).toMatchObject({ hairLength: 'medium', glasses: false, facialHair: 'none', gender: 'female' });
      const looks = await product.runtime.database.db.selectFrom('looks').select(['design']).where('task_id', '=', taskId).execute();
      expect(looks).toHaveLength(4);
      for (const { design } of looks) {
        const drawn = design as { hair: { style: string; colour: string }; glasses: unknown };
        expect(['bob', 'curly', 'wavy']).toContain(drawn.hair.style);
        expect(drawn.glasses).toBeNull();
        // Blonde: light, with more red and green than blue (#rrggbb).
        const [red, green, blue] = [1, 3, 5].map((at) => Number.parseInt(drawn.hair.colour.slice(at, at + 2), 16)) as [number, number, number];
        expect(0.299 * red + 0.587 * green + 0.114 * blue).toBeGreaterThan(140);
        expect(red - blue).toBeGreaterThan(40);
      }
    }, 120_000);
  });

  describe('made by an image service', () => {
    let service: FakeImageServiceServer;
    let product: TestProduct;
    beforeAll(async () => {
      service = await startFakeOpenAiImagesServer({ apiKey: 'sk-images-test', photo: await readBlondePortrait() });
      product = await startTestProduct({ IMAGES_OPENAI_BASE_URL: `${service.url}/v1`, IMAGES_OPENAI_API_KEY: 'sk-images-test' });
    }, 60_000);
    afterAll(async () => {
      await product?.cleanup();
      await service?.close();
    });

    it('sends the photo with a prompt that names the measured hair, skin and glasses', async () => {
      await looksFromBlondeReference(product, 'blonde.service@example.com');
      const edits = service.requests.filter((request) => request.path === '/v1/images/edits');
      expect(edits.length).toBeGreaterThanOrEqual(1);
      expect(edits[0]!.body.toString('latin1')).toContain('As in the reference photo: chin-length blonde hair, fair skin, no glasses.');
    }, 120_000);
  });
});
