import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composeConfigSchema, ConfigError, loadConfig } from '@talkreel/platform';
import { speechConfigSlice } from '@talkreel/speech/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookRequest } from './look-types.ts';
import { readComfyWorkflow } from './engines/comfyui-workflow.ts';
import { createImageEngines } from './create-image-engines.ts';
import { imageConfigSlice } from './image-config.ts';
import { startFakeComfyUiServer, type FakeComfyUiServer } from './engines/fake-comfyui-server.ts';
import type { FakeServiceServer } from '@talkreel/platform/testing';
import { startFakeOpenAiImagesServer } from './engines/fake-openai-images-server.ts';
import { startFakeStabilityServer } from './engines/fake-stability-server.ts';

/** The configuration as the server would read it from these environment values (no .env file). */
const configFrom = (env: Record<string, string>) => loadConfig(composeConfigSchema(speechConfigSlice, imageConfigSlice), env, '/nonexistent/.env');
const refusal = (env: Record<string, string>) => {
  try {
    configFrom(env);
    return 'accepted';
  } catch (error) {
    return error instanceof ConfigError ? error.message : String(error);
  }
};
const request: LookRequest = {
  style: 'professional',
  gender: 'female',
  age: 'adult',
  ethnicity: 'african',
  appearance: 'braided hair',
  background: 'a newsroom',
  aspectRatio: 0,
  count: 1,
  seed: 3,
};

let openAi: FakeServiceServer;
let stability: FakeServiceServer;
let comfy: FakeComfyUiServer;
let folder: string;

beforeAll(async () => {
  openAi = await startFakeOpenAiImagesServer({ apiKey: 'sk-shared' });
  stability = await startFakeStabilityServer({ apiKey: 'sk-stability' });
  comfy = await startFakeComfyUiServer({ checkpoints: ['realvisxlV50.safetensors'] });
  folder = await mkdtemp(join(tmpdir(), 'image-engines-'));
});
afterAll(async () => {
  await Promise.all([openAi.close(), stability.close(), comfy.close(), rm(folder, { recursive: true, force: true })]);
});

describe('createImageEngines (the one wiring of image services)', () => {
  it('always has the embedded illustrator, and prefers it when no service is set', () => {
    for (const set of [createImageEngines(), createImageEngines(configFrom({}))]) {
      expect(Object.keys(set.engines)).toEqual(['embedded']);
      expect(set.preferred).toMatchObject({ name: 'embedded', kind: 'illustrated' });
    }
  });

  it('prefers the first configured service in the order comfyui, openai, stability, unless LOOKS_ENGINE says', () => {
    const all = { COMFYUI_URL: 'http://comfy:8188', IMAGES_OPENAI_BASE_URL: 'https://api.openai.com/v1', STABILITY_API_KEY: 'sk-x' };
    const everything = createImageEngines(configFrom(all));
    expect(Object.keys(everything.engines).sort()).toEqual(['comfyui', 'embedded', 'openai', 'stability']);
    expect(Object.values(everything.engines).map((engine) => [engine.name, engine.kind])).toContainEqual(['stability', 'photo']);
    expect(everything.preferred.name).toBe('comfyui');
    expect(createImageEngines(configFrom({ ...all, COMFYUI_URL: '' })).preferred.name).toBe('openai');
    expect(createImageEngines(configFrom({ STABILITY_API_KEY: 'sk-x' })).preferred.name).toBe('stability');
    expect(createImageEngines(configFrom({ ...all, LOOKS_ENGINE: 'stability' })).preferred.name).toBe('stability');
    expect(createImageEngines(configFrom({ ...all, LOOKS_ENGINE: 'embedded' })).preferred.name).toBe('embedded');
    // OPENAI_API_KEY alone is the speech key: it switches on no image service.
    expect(Object.keys(createImageEngines(configFrom({ OPENAI_API_KEY: 'sk-x' })).engines)).toEqual(['embedded']);
  });

  it('refuses a LOOKS_ENGINE whose service is not configured, naming the missing key, and settings without their service', () => {
    expect(refusal({ LOOKS_ENGINE: 'openai' })).toBe(
      'Invalid configuration: LOOKS_ENGINE names openai, which needs IMAGES_OPENAI_BASE_URL (not set) (got "openai")',
    );
    expect(refusal({ LOOKS_ENGINE: 'stability', COMFYUI_URL: 'http://comfy:8188' })).toBe(
      'Invalid configuration: LOOKS_ENGINE names stability, which needs STABILITY_API_KEY (not set) (got "stability")',
    );
    expect(refusal({ LOOKS_ENGINE: 'comfyui' })).toMatch(/needs COMFYUI_URL \(not set\)/u);
    expect(refusal({ LOOKS_ENGINE: 'midjourney' })).toBe(
      'Invalid configuration: LOOKS_ENGINE must be one of embedded, openai, stability, comfyui (got "midjourney")',
    );
    expect(refusal({ COMFYUI_CHECKPOINT: 'x.safetensors' })).toBe(
      'Invalid configuration: COMFYUI_CHECKPOINT needs COMFYUI_URL (the ComfyUI server) (got "x.safetensors")',
    );
    expect(refusal({ IMAGES_OPENAI_MODEL: 'dall-e-3' })).toMatch(/^Invalid configuration: IMAGES_OPENAI_MODEL needs IMAGES_OPENAI_BASE_URL/u);
    expect(refusal({ COMFYUI_URL: 'comfy:8188' })).toMatch(/^Invalid configuration: COMFYUI_URL must start with http: or https:/u);
    expect(refusal({ LOOKS_ENGINE: 'stability', STABILITY_API_KEY: 'sk-x' })).toBe('accepted');
    expect(configFrom({}).STABILITY_BASE_URL).toBe('https://api.stability.ai');
  });

  it('hands each service its settings: the images key over the shared OpenAI key, the Stability base URL, the ComfyUI workflow and checkpoint', async () => {
    const workflowFile = join(folder, 'portrait.json');
    const workflow = readComfyWorkflow();
    workflow['1']!.inputs.ckpt_name = 'a-checkpoint-the-setting-replaces.safetensors';
    await writeFile(workflowFile, JSON.stringify(workflow));
    const { engines } = createImageEngines(
      configFrom({
        IMAGES_OPENAI_BASE_URL: `${openAi.url}/v1`,
        OPENAI_API_KEY: 'sk-shared',
        IMAGES_OPENAI_MODEL: 'dall-e-3',
        STABILITY_API_KEY: 'sk-stability',
        STABILITY_BASE_URL: stability.url,
        COMFYUI_URL: comfy.url,
        COMFYUI_WORKFLOW: workflowFile,
        COMFYUI_CHECKPOINT: 'realvisxlV50.safetensors',
      }),
    );
    const looks = await Promise.all(['openai', 'stability', 'comfyui'].map((name) => engines[name]!.generate(request)));
    expect(looks.map(([look]) => [look?.engine, look?.widthPx, look?.heightPx])).toEqual([
      ['openai', 720, 1280],
      ['stability', 720, 1280],
      ['comfyui', 720, 1280],
    ]);
    expect(openAi.requests.map((call) => call.headers.authorization)).toEqual(['Bearer sk-shared']);
    expect(JSON.parse(openAi.requests[0]!.body.toString('utf8'))).toMatchObject({ model: 'dall-e-3', size: '1024x1792', n: 1 });
    expect(stability.requests).toHaveLength(1);
    expect([...comfy.queued.values()][0]?.['1']?.inputs.ckpt_name).toBe('realvisxlV50.safetensors');

    const ownKey = createImageEngines(
      configFrom({ IMAGES_OPENAI_BASE_URL: `${openAi.url}/v1`, OPENAI_API_KEY: 'sk-speech', IMAGES_OPENAI_API_KEY: 'sk-shared' }),
    );
    await ownKey.engines.openai!.generate(request);
    expect(openAi.requests.at(-1)?.headers.authorization).toBe('Bearer sk-shared');
  });

  it('stops at boot on a COMFYUI_WORKFLOW it cannot use', () => {
    expect(() => createImageEngines(configFrom({ COMFYUI_URL: comfy.url, COMFYUI_WORKFLOW: join(folder, 'missing.json') }))).toThrowError(
      /^comfyui: cannot read COMFYUI_WORKFLOW .*missing\.json/u,
    );
  });
});
