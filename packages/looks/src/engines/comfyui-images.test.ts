import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookRequest } from '../look-types.ts';
import { ComfyUiImageEngine } from './comfyui-images.ts';
import { readComfyWorkflow, type ComfyWorkflow } from './comfyui-workflow.ts';
import { composeLookPrompt } from './compose-look-prompt.ts';
import { colourOf, paintServiceImage } from './service-image.fixture.ts';
import { startFakeComfyUiServer, type FakeComfyUiServer } from './fake-comfyui-server.ts';
import { ImageServiceError } from './image-service-error.ts';
import { isNearRgb, measureLookImage } from './look-image.fixture.ts';

const request: LookRequest = {
  style: 'professional',
  gender: 'male',
  age: 'senior',
  ethnicity: 'south asian',
  appearance: 'grey beard, {{seed}} rimless glasses',
  background: 'a wood-panelled library',
  aspectRatio: 1,
  count: 4,
  seed: 77,
};
const checkpoint = 'juggernautXL_v9.safetensors';
const pollIntervalMs = 10;

/** An img2img template with a reference slot: the photo is encoded and re-sampled at 0.6 denoise. */
const referenceWorkflow: ComfyWorkflow = {
  '1': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: 'sd_xl_base_1.0.safetensors' } },
  '2': { class_type: 'LoadImage', inputs: { image: '{{reference_image}}' } },
  '3': { class_type: 'VAEEncode', inputs: { pixels: ['2', 0], vae: ['1', 2] } },
  '4': { class_type: 'CLIPTextEncode', inputs: { text: 'RAW photo, {{prompt}}', clip: ['1', 1] } },
  '5': { class_type: 'CLIPTextEncode', inputs: { text: '{{negative_prompt}}', clip: ['1', 1] } },
  '6': {
    class_type: 'KSampler',
    inputs: {
      seed: '{{seed}}',
      steps: 25,
      cfg: 6,
      sampler_name: 'euler',
      scheduler: 'normal',
      denoise: 0.6,
      model: ['1', 0],
      positive: ['4', 0],
      negative: ['5', 0],
      latent_image: ['3', 0],
    },
  },
  '7': { class_type: 'VAEDecode', inputs: { samples: ['6', 0], vae: ['1', 2] } },
  '8': { class_type: 'SaveImage', inputs: { filename_prefix: 'ref', images: ['7', 0] } },
};

let comfy: FakeComfyUiServer;

beforeAll(async () => {
  comfy = await startFakeComfyUiServer({ checkpoints: ['sd_xl_base_1.0.safetensors', checkpoint], pollsBeforeDone: 2 });
});
afterAll(async () => {
  await comfy.close();
});

describe('ComfyUiImageEngine against a local ComfyUI API', () => {
  it('queues the default SDXL workflow once per image, polls history until done and downloads each image', async () => {
    const engine = new ComfyUiImageEngine({ baseUrl: `${comfy.url}/`, checkpoint, pollIntervalMs });
    const before = new Set(comfy.queued.keys());
    const looks = await engine.generate(request);
    const queued = [...comfy.queued].filter(([id]) => !before.has(id)).map(([, workflow]) => workflow);
    expect(queued).toHaveLength(4);
    queued.forEach((workflow, index) => {
      const { prompt, negativePrompt } = composeLookPrompt(request, index);
      expect(workflow['1']?.inputs.ckpt_name).toBe(checkpoint);
      expect(workflow['3']?.inputs.text).toBe(prompt);
      expect(workflow['4']?.inputs.text).toBe(negativePrompt);
      // Numbers, not strings: ComfyUI refuses "77" for an INT input.
      expect(workflow['5']?.inputs.seed).toBe(77 + index);
      expect([workflow['2']?.inputs.width, workflow['2']?.inputs.height]).toEqual([1344, 768]);
    });
    // The user's "{{seed}}" is text, not a slot.
    expect(String(queued[0]?.['3']?.inputs.text)).toContain('{{seed}} rimless glasses');
    const paths = comfy.requests.map((call) => call.path);
    expect(paths.filter((path) => path.startsWith('/history/')).length).toBeGreaterThanOrEqual(12);
    expect(paths.filter((path) => path === '/view')).toHaveLength(4);
    for (const [index, look] of looks.entries()) {
      expect(look).toMatchObject({ widthPx: 1280, heightPx: 720, face: null, design: null, engine: 'comfyui' });
      const measure = await measureLookImage(look);
      expect([measure.decodedWidthPx, measure.decodedHeightPx]).toEqual([1280, 720]);
      expect(isNearRgb(measure.centre, colourOf(`${composeLookPrompt(request, index).prompt}#${77 + index}`))).toBe(true);
      expect(Math.abs(measure.bandsPx.top - measure.bandsPx.bottom)).toBeLessThanOrEqual(1);
      expect(Math.abs(measure.bandsPx.left - measure.bandsPx.right)).toBeLessThanOrEqual(1);
    }
  });

  it('uploads a reference photo and fills {{reference_image}} in a template that has the slot', async () => {
    const photo = await paintServiceImage(832, 1216, [150, 110, 90]);
    const engine = new ComfyUiImageEngine({ baseUrl: comfy.url, workflow: referenceWorkflow, pollIntervalMs });
    const withReference: LookRequest = {
      ...request,
      aspectRatio: 0,
      count: 2,
      reference: {
        bytes: photo,
        contentType: 'image/png',
        traits: { skinRgb: [170, 120, 90], hairRgb: [200, 200, 200], hairLength: null, glasses: true, facialHair: null, faceAspect: 0.8, gender: 'male' },
      },
    };
    const before = new Set(comfy.queued.keys());
    const looks = await engine.generate(withReference);
    const uploads = comfy.requests.filter((call) => call.path === '/upload/image');
    expect(uploads).toHaveLength(1);
    const queued = [...comfy.queued].filter(([id]) => !before.has(id)).map(([, workflow]) => workflow);
    const uploadedName = String(queued[0]?.['2']?.inputs.image);
    expect(uploadedName).toMatch(/^talkreel-reference-[\w-]+\.png$/u);
    expect(Buffer.from(comfy.uploads.get(uploadedName) ?? []).equals(Buffer.from(photo))).toBe(true);
    expect(queued.map((workflow) => workflow['4']?.inputs.text)).toEqual([0, 1].map((index) => `RAW photo, ${composeLookPrompt(withReference, index).prompt}`));
    expect(String(queued[0]?.['4']?.inputs.text)).toContain('the person in the reference photo');
    // No COMFYUI_CHECKPOINT: the template's own checkpoint stays.
    expect(queued[0]?.['1']?.inputs.ckpt_name).toBe('sd_xl_base_1.0.safetensors');
    expect(looks.map((look) => [look.widthPx, look.heightPx])).toEqual([
      [720, 1280],
      [720, 1280],
    ]);
  });

  it('sends no picture to a template without the slot, describing the person from the fields and the measured traits', async () => {
    const engine = new ComfyUiImageEngine({ baseUrl: comfy.url, pollIntervalMs });
    const before = new Set(comfy.queued.keys());
    const uploads = () => comfy.requests.filter((call) => call.path === '/upload/image').length;
    const uploadsBefore = uploads();
    const photo = await paintServiceImage(64, 64, [1, 2, 3]);
    const withReference: LookRequest = {
      ...request,
      count: 1,
      reference: {
        bytes: photo,
        contentType: 'image/png',
        traits: { skinRgb: [40, 28, 22], hairRgb: [220, 190, 120], hairLength: 'long', glasses: false, facialHair: null, faceAspect: 1, gender: null },
      },
    };
    await engine.generate(withReference);
    expect(uploads()).toBe(uploadsBefore);
    const [workflow] = [...comfy.queued].filter(([id]) => !before.has(id)).map(([, queuedWorkflow]) => queuedWorkflow);
    const prompt = String(workflow?.['3']?.inputs.text);
    expect(prompt).toBe(composeLookPrompt(withReference, 0, { referencePhotoShown: false }).prompt);
    expect(prompt).not.toContain('reference photo');
    // The beard and glasses are the appearance text's ("grey beard, rimless glasses").
    expect(prompt).toContain('of a South Asian senior man in his seventies, facing the camera');
    expect(prompt).toContain('Features: long blonde hair, dark brown skin. ');
    // The built-in template's {{checkpoint}} slot gets SDXL base when none is configured.
    expect(workflow?.['1']?.inputs.ckpt_name).toBe('sd_xl_base_1.0.safetensors');
  });

  it('reports a workflow ComfyUI refuses, naming the node and the value', async () => {
    const failure = await new ComfyUiImageEngine({ baseUrl: comfy.url, checkpoint: 'missing.safetensors', pollIntervalMs })
      .generate(request)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImageServiceError);
    expect(failure).toMatchObject({
      engine: 'comfyui',
      status: 400,
      message: `comfyui: 400 Prompt outputs failed validation; node 1 (CheckpointLoaderSimple): Value not in list: ckpt_name: 'missing.safetensors' not in ["sd_xl_base_1.0.safetensors","${checkpoint}"]`,
    });
  });

  it('reports a node that failed while running, from the history', async () => {
    const failing = await startFakeComfyUiServer({
      checkpoints: ['sd_xl_base_1.0.safetensors'],
      failNode: () => ({ nodeId: '5', exceptionType: 'torch.OutOfMemoryError', exceptionMessage: 'CUDA out of memory. Tried to allocate 2.00 GiB' }),
    });
    try {
      const failure = await new ComfyUiImageEngine({ baseUrl: failing.url, pollIntervalMs }).generate(request).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ImageServiceError);
      expect(String(failure)).toBe(
        'ImageServiceError: comfyui: node 5 (KSampler) failed: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB',
      );
    } finally {
      await failing.close();
    }
  });

  it('gives up at its time limit, takes its prompts off the queue and interrupts only its own running one', async () => {
    const busy = await startFakeComfyUiServer({ checkpoints: ['sd_xl_base_1.0.safetensors'], pollsBeforeDone: 1_000_000 });
    try {
      const startedMs = Date.now();
      const failure = await new ComfyUiImageEngine({ baseUrl: busy.url, timeoutMs: 300, pollIntervalMs }).generate(request).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ImageServiceError);
      expect(String(failure)).toBe('ImageServiceError: comfyui: no images within 0.3 s');
      expect(Date.now() - startedMs).toBeLessThan(2000);
      const ids = [...busy.queued.keys()];
      expect(ids).toHaveLength(4);
      expect(busy.interrupted).toEqual([ids[0]]);
      expect(new Set(busy.deleted)).toEqual(new Set(ids));
    } finally {
      await busy.close();
    }
  });

  it("rethrows the caller's abort as is", async () => {
    const busy = await startFakeComfyUiServer({ checkpoints: ['sd_xl_base_1.0.safetensors'], pollsBeforeDone: 1_000_000 });
    try {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new Error('user closed the wizard')), 100);
      const failure = await new ComfyUiImageEngine({ baseUrl: busy.url, pollIntervalMs })
        .generate({ ...request, signal: controller.signal })
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ message: 'user closed the wizard' });
      expect(busy.interrupted).toHaveLength(1);
    } finally {
      await busy.close();
    }
  });
});

describe('readComfyWorkflow', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'comfy-workflow-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('reads the built-in SDXL template with every slot', () => {
    const workflow = readComfyWorkflow();
    expect(Object.values(workflow).map((node) => node.class_type)).toEqual([
      'CheckpointLoaderSimple',
      'EmptyLatentImage',
      'CLIPTextEncode',
      'CLIPTextEncode',
      'KSampler',
      'VAEDecode',
      'SaveImage',
    ]);
    const text = JSON.stringify(workflow);
    for (const slot of ['prompt', 'negative_prompt', 'seed', 'width', 'height', 'checkpoint']) expect(text).toContain(`"{{${slot}}}"`);
  });

  it('reads an API-format file and refuses the editor format, bad JSON, a missing file and a template without {{prompt}}', async () => {
    const good = join(folder, 'good.json');
    await writeFile(good, JSON.stringify(referenceWorkflow));
    expect(readComfyWorkflow(good)).toEqual(referenceWorkflow);
    const editorFormat = join(folder, 'editor.json');
    await writeFile(editorFormat, JSON.stringify({ last_node_id: 9, nodes: [{ id: 4, type: 'CheckpointLoaderSimple' }], links: [] }));
    expect(() => readComfyWorkflow(editorFormat)).toThrowError(`comfyui: COMFYUI_WORKFLOW ${editorFormat} is not in API format`);
    const notJson = join(folder, 'broken.json');
    await writeFile(notJson, '{"4": ');
    expect(() => readComfyWorkflow(notJson)).toThrowError(`comfyui: COMFYUI_WORKFLOW ${notJson} is not JSON`);
    expect(() => readComfyWorkflow(join(folder, 'absent.json'))).toThrowError(/^comfyui: cannot read COMFYUI_WORKFLOW .*absent\.json: ENOENT/u);
    const noPrompt = join(folder, 'no-prompt.json');
    await writeFile(noPrompt, JSON.stringify({ '1': { class_type: 'SaveImage', inputs: { filename_prefix: 'x' } } }));
    expect(() => readComfyWorkflow(noPrompt)).toThrowError('has no {{prompt}} slot');
  });
});
