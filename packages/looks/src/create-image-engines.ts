import { embeddedImageEngine } from './embedded/embedded-image-engine.ts';
import type { ImageEngine } from './image-engine.ts';
import { ComfyUiImageEngine } from './engines/comfyui-images.ts';
import { readComfyWorkflow } from './engines/comfyui-workflow.ts';
import { OpenAiImageEngine } from './engines/openai-images.ts';
import { StabilityImageEngine } from './engines/stability-images.ts';
import type { ImageConfig } from './image-config.ts';

/** Every configured engine by name, and the one the look wizard uses. */
export interface ImageEngineSet {
  /** `embedded` always; `comfyui`, `openai`, `stability` when configured. */
  engines: Readonly<Record<string, ImageEngine>>;
  preferred: ImageEngine;
}

/** Which service LOOKS_ENGINE defaults to when several are set: a self-hosted ComfyUI first, as an operator who runs one means it. */
const servicePreference = ['comfyui', 'openai', 'stability'] as const;

/**
 * The one place image engines are wired: server and worker both call this
 * with their config, so a job makes looks with the same engine a request
 * would. The embedded illustrator is always there (it needs no key); each
 * service is switched on by its settings. A ComfyUI workflow file is read
 * here, so a bad one stops the boot.
 */
export function createImageEngines(config: Partial<ImageConfig> = {}): ImageEngineSet {
  const engines: Record<string, ImageEngine> = { [embeddedImageEngine.name]: embeddedImageEngine };
  if (config.COMFYUI_URL) {
    engines.comfyui = new ComfyUiImageEngine({
      baseUrl: config.COMFYUI_URL,
      workflow: readComfyWorkflow(config.COMFYUI_WORKFLOW),
      ...(config.COMFYUI_CHECKPOINT ? { checkpoint: config.COMFYUI_CHECKPOINT } : {}),
    });
  }
  if (config.IMAGES_OPENAI_BASE_URL) {
    const apiKey = config.IMAGES_OPENAI_API_KEY ?? config.OPENAI_API_KEY;
    engines.openai = new OpenAiImageEngine({
      baseUrl: config.IMAGES_OPENAI_BASE_URL,
      ...(apiKey ? { apiKey } : {}),
      ...(config.IMAGES_OPENAI_MODEL ? { model: config.IMAGES_OPENAI_MODEL } : {}),
    });
  }
  if (config.STABILITY_API_KEY) {
    engines.stability = new StabilityImageEngine({
      apiKey: config.STABILITY_API_KEY,
      ...(config.STABILITY_BASE_URL ? { baseUrl: config.STABILITY_BASE_URL } : {}),
    });
  }
  const preferredName = config.LOOKS_ENGINE ?? servicePreference.find((name) => engines[name]) ?? embeddedImageEngine.name;
  // The config schema refuses a LOOKS_ENGINE whose service is not set; a hand-built config gets the same answer here.
  const preferred = engines[preferredName];
  if (!preferred) throw new Error(`LOOKS_ENGINE is ${preferredName}, but that service is not configured`);
  return { engines, preferred };
}
