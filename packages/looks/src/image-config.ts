import { configDocs, defineConfigSlice, urlWithScheme } from '@talkreel/platform/config';
import type { SpeechConfig } from '@talkreel/speech/config';
import { z } from 'zod';

/** The service each LOOKS_ENGINE needs, by the variable that switches it on. */
const looksEngineNeeds = { openai: 'IMAGES_OPENAI_BASE_URL', stability: 'STABILITY_API_KEY', comfyui: 'COMFYUI_URL' } as const;

/**
 * The image services' settings by their environment names: an
 * OpenAI-compatible Images API, Stability AI, a ComfyUI server, and which of
 * them the look wizard uses. `createImageEngines` takes them; the product
 * composes this slice into the schema it checks at boot.
 */
export const imageConfigSlice = defineConfigSlice(
  {
    IMAGES_OPENAI_BASE_URL: urlWithScheme(['http', 'https'])
      .optional()
      .register(configDocs, {
        comment: [
          "Image services for the look wizard. Unset: the built-in illustrator, offline. A service's looks are photographs",
          '(they talk like talking photos); if it fails, the illustrator draws the looks and the task says why.',
          'An OpenAI-compatible Images API (https://api.openai.com/v1, LocalAI http://host:8080/v1); key defaults to OPENAI_API_KEY.',
        ],
        row: {
          optional: ['IMAGES_OPENAI_API_KEY', 'IMAGES_OPENAI_MODEL'],
          default: 'off',
          what: "photographic looks from an OpenAI-compatible Images API (`https://api.openai.com/v1`, LocalAI's `http://host:8080/v1`); the key defaults to `OPENAI_API_KEY`, the model to `gpt-image-1`",
        },
      }),
    /** Its key when it is not OPENAI_API_KEY's; LocalAI needs none. */
    IMAGES_OPENAI_API_KEY: z.string().min(1).optional().register(configDocs, {}),
    /** `gpt-image-1` unless set (`dall-e-3`, a LocalAI model name). */
    IMAGES_OPENAI_MODEL: z.string().min(1).optional().register(configDocs, {}),
    STABILITY_API_KEY: z
      .string()
      .min(1)
      .optional()
      .register(configDocs, {
        comment: ['Stability AI (https://api.stability.ai unless STABILITY_BASE_URL is set).'],
        row: {
          optional: ['STABILITY_BASE_URL'],
          default: 'off',
          what: 'photographic looks from Stability AI (Stable Image Core; SD3 image-to-image with a reference photo)',
        },
      }),
    STABILITY_BASE_URL: urlWithScheme(['http', 'https']).default('https://api.stability.ai').register(configDocs, { envLine: 'left-out' }),
    COMFYUI_URL: urlWithScheme(['http', 'https'])
      .optional()
      .register(configDocs, {
        comment: ['A self-hosted ComfyUI (http://host:8188); a workflow template file in API format, and the checkpoint it loads.'],
        row: {
          optional: ['COMFYUI_WORKFLOW', 'COMFYUI_CHECKPOINT'],
          default: 'off',
          what: 'photographic looks from a self-hosted ComfyUI (SDXL or Flux): a workflow template in API format with `{{prompt}}`, `{{negative_prompt}}`, `{{seed}}`, `{{width}}`, `{{height}}` (and optionally `{{reference_image}}`) slots; a built-in SDXL one unless set',
        },
      }),
    /** A workflow template file in ComfyUI's API format; the built-in SDXL one unless set. */
    COMFYUI_WORKFLOW: z.string().min(1).optional().register(configDocs, {}),
    /** The checkpoint file CheckpointLoaderSimple loads (`sd_xl_base_1.0.safetensors` unless set). */
    COMFYUI_CHECKPOINT: z.string().min(1).optional().register(configDocs, {}),
    LOOKS_ENGINE: z
      .enum(['embedded', 'openai', 'stability', 'comfyui'], { message: 'must be one of embedded, openai, stability, comfyui' })
      .optional()
      .register(configDocs, {
        comment: ['embedded, openai, stability or comfyui; unset: the first configured of comfyui, openai, stability.'],
        row: {
          default: 'first configured of comfyui, openai, stability; else `embedded`',
          what: "which engine the look wizard uses. A service's looks are photographs and talk like talking photos; when a service fails, the built-in illustrator draws the looks and the task says why",
        },
      }),
  },
  (config, context) => {
    for (const name of ['IMAGES_OPENAI_API_KEY', 'IMAGES_OPENAI_MODEL'] as const) {
      if (config[name] && !config.IMAGES_OPENAI_BASE_URL)
        context.addIssue({ code: 'custom', path: [name], message: 'needs IMAGES_OPENAI_BASE_URL (the Images API base URL)' });
    }
    for (const name of ['COMFYUI_WORKFLOW', 'COMFYUI_CHECKPOINT'] as const) {
      if (config[name] && !config.COMFYUI_URL) context.addIssue({ code: 'custom', path: [name], message: 'needs COMFYUI_URL (the ComfyUI server)' });
    }
    if (config.LOOKS_ENGINE && config.LOOKS_ENGINE !== 'embedded' && !config[looksEngineNeeds[config.LOOKS_ENGINE]]) {
      context.addIssue({
        code: 'custom',
        path: ['LOOKS_ENGINE'],
        message: `names ${config.LOOKS_ENGINE}, which needs ${looksEngineNeeds[config.LOOKS_ENGINE]} (not set)`,
      });
    }
  },
);

/**
 * The image settings, parsed (STABILITY_BASE_URL has its default; unset
 * others are absent), with the speech slice's OPENAI_API_KEY, which
 * IMAGES_OPENAI_API_KEY defaults to.
 */
export type ImageConfig = z.output<z.ZodObject<typeof imageConfigSlice.shape>> & Pick<SpeechConfig, 'OPENAI_API_KEY'>;
