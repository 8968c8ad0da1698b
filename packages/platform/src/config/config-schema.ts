import { isIP } from 'node:net';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const urlWithScheme = (schemes: string[]) =>
  z.string().refine((value) => schemes.some((scheme) => value.startsWith(`${scheme}:`)), {
    message: `must start with ${schemes.map((scheme) => `${scheme}:`).join(' or ')}`,
  });

/** proxy-addr's names for whole address ranges, accepted beside IPs and CIDRs. */
const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (namedProxyRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const trustProxyMessage =
  'must be false, a hop count (1-10), or a comma-separated list of proxy IPs or CIDRs (never true: anyone could then pick their own IP)';

/**
 * Whose X-Forwarded-For to believe. Off by default: every per-IP limit then
 * counts the connecting address, which a client cannot choose.
 */
const trustProxy = z
  .string()
  .transform((value, context): false | number | string[] => {
    const text = value.trim().toLowerCase();
    if (text === 'false' || text === '0' || text === 'no') return false;
    if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 10) return Number(text);
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0);
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    context.addIssue({ code: 'custom', message: trustProxyMessage });
    return z.NEVER;
  })
  .default(false);
const wholeNumber = (min: number, max: number, defaultValue: number) =>
  z
    .string()
    .regex(/^\d+$/, { message: `must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { message: `must be a whole number from ${min} to ${max}` })
    .default(defaultValue);

/** A model's input field name, as its Cog schema spells it. */
const modelInputName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/u, { message: 'must be an input field name (letters, digits, underscores)' });

/**
 * Every environment variable the product reads. Unset means the embedded
 * default; `.env.example` documents each one.
 */
export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test'], { message: 'must be development, production or test' }).default('development'),
    PORT: z
      .string()
      .regex(/^\d+$/, { message: 'must be an integer between 1 and 65535' })
      .transform(Number)
      .refine((port) => port >= 1 && port <= 65535, { message: 'must be an integer between 1 and 65535' })
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    TRUST_PROXY: trustProxy,
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: urlWithScheme(['postgres', 'postgresql']).optional(),
    /** A folder where a migrated empty PGlite database is kept, to start new embedded databases from (the tests set it). */
    PGLITE_TEMPLATE_DIR: z.string().min(1).optional(),
    STORAGE_URL: urlWithScheme(['file', 's3']).optional(),
    PUBLIC_URL: urlWithScheme(['http', 'https']).optional(),
    SIGNING_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
    RUN_WORKER: booleanFlag.default(true),
    WORKER_CONCURRENCY: z
      .string()
      .regex(/^\d+$/, { message: 'must be a whole number from 1 to 64' })
      .transform(Number)
      .refine((count) => count >= 1 && count <= 64, { message: 'must be a whole number from 1 to 64' })
      .default(2),
    /** How often a running job's worker proves it is alive. */
    JOB_HEARTBEAT_SECONDS: wholeNumber(1, 60, 5),
    /** A running job whose heartbeat is older than this is taken from its (dead) worker and runs again elsewhere. */
    JOB_STALL_SECONDS: wholeNumber(3, 600, 30),
    /** Heavy jobs (renders, conversions) of one user that run at once; the rest wait queued. */
    HEAVY_JOBS_PER_USER: wholeNumber(1, 1000, 20),
    /** Render the public site's videos (content/site/videos) on start and cache them; unset: on except when NODE_ENV=test. */
    SITE_VIDEOS: booleanFlag.optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    FFMPEG_PATH: z.string().min(1).optional(),
    FFPROBE_PATH: z.string().min(1).optional(),
    SMTP_URL: urlWithScheme(['smtp', 'smtps']).optional(),
    MAIL_FROM: z.string().min(3).default('Talkreel <no-reply@talkreel.local>'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_JWKS_URL: urlWithScheme(['http', 'https']).default('https://www.googleapis.com/oauth2/v3/certs'),
    GOOGLE_ISSUER: z.string().min(1).default('https://accounts.google.com'),
    DISCORD_CLIENT_ID: z.string().min(1).optional(),
    DISCORD_CLIENT_SECRET: z.string().min(1).optional(),
    DISCORD_API_URL: urlWithScheme(['http', 'https']).default('https://discord.com/api'),
    TEST_HOOKS: booleanFlag.default(false),
    OPENAI_TTS_BASE_URL: urlWithScheme(['http', 'https']).optional(),
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_TTS_MODEL: z.string().min(1).optional(),
    ELEVENLABS_API_KEY: z.string().min(1).optional(),
    ELEVENLABS_BASE_URL: urlWithScheme(['http', 'https']).optional(),
    AZURE_SPEECH_KEY: z.string().min(1).optional(),
    AZURE_SPEECH_REGION: z.string().min(1).optional(),
    AZURE_SPEECH_ENDPOINT: urlWithScheme(['http', 'https']).optional(),
    /** A Cog talking-face model: Replicate's API base (`https://api.replicate.com/v1`) or a self-hosted Cog container. */
    LIPSYNC_URL: urlWithScheme(['http', 'https']).optional(),
    LIPSYNC_TOKEN: z.string().min(1).optional(),
    LIPSYNC_MODEL: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/u, { message: 'must be a Replicate model as owner/name' })
      .optional(),
    LIPSYNC_VERSION: z
      .string()
      .regex(/^([\w.-]+\/[\w.-]+:)?[0-9a-f]{64}$/u, { message: 'must be a Replicate version id (64 hex digits) or owner/name:id' })
      .optional(),
    LIPSYNC_IMAGE_INPUT: modelInputName.optional(),
    LIPSYNC_AUDIO_INPUT: modelInputName.optional(),
    /** The longest a lip-sync service may take for one video (queueing and cold boots included) before the job falls back. */
    LIPSYNC_TIMEOUT_SECONDS: wholeNumber(10, 7200, 900),
    DID_API_KEY: z.string().min(1).optional(),
    DID_URL: urlWithScheme(['http', 'https']).optional(),
    /** An OpenAI-compatible Images API for photographic looks: `https://api.openai.com/v1`, or LocalAI's `http://host:8080/v1`. */
    IMAGES_OPENAI_BASE_URL: urlWithScheme(['http', 'https']).optional(),
    /** Its key when it is not OPENAI_API_KEY's; LocalAI needs none. */
    IMAGES_OPENAI_API_KEY: z.string().min(1).optional(),
    /** `gpt-image-1` unless set (`dall-e-3`, a LocalAI model name). */
    IMAGES_OPENAI_MODEL: z.string().min(1).optional(),
    STABILITY_API_KEY: z.string().min(1).optional(),
    STABILITY_BASE_URL: urlWithScheme(['http', 'https']).default('https://api.stability.ai'),
    /** A ComfyUI server: `http://host:8188`. */
    COMFYUI_URL: urlWithScheme(['http', 'https']).optional(),
    /** A workflow template file in ComfyUI's API format with {{prompt}}, {{negative_prompt}}, {{seed}}, {{width}}, {{height}} slots; the built-in SDXL one unless set. */
    COMFYUI_WORKFLOW: z.string().min(1).optional(),
    /** The checkpoint file CheckpointLoaderSimple loads (`sd_xl_base_1.0.safetensors` unless set). */
    COMFYUI_CHECKPOINT: z.string().min(1).optional(),
    /** An OpenAI-compatible chat completions API that writes podcast and topic scripts: `https://api.openai.com/v1`, `https://api.deepseek.com`, Ollama's `http://host:11434/v1`, vLLM, llama.cpp server. Unset: the embedded writer (extraction and outlines). */
    LLM_BASE_URL: urlWithScheme(['http', 'https']).optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    /** The model the topic page's model 1 ('GPT-4o') and podcasts use (`gpt-4o` unless set). */
    LLM_MODEL: z.string().min(1).optional(),
    /** The model of the topic page's model 2 ('Deepseek'); LLM_MODEL unless set. */
    LLM_MODEL_2: z.string().min(1).optional(),
    /** YouTube's origin for caption look-ups (`https://www.youtube.com` unless set); tests point it at a local fake. */
    YOUTUBE_BASE_URL: urlWithScheme(['http', 'https']).optional(),
    /** Tests only (needs TEST_HOOKS): `address:port` pairs, comma-separated, that the fetcher of user-given links may reach although they are not public. */
    FETCH_ALLOW_HOSTS: z
      .string()
      .regex(/^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\]):\d{1,5}(,(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\]):\d{1,5})*$/u, {
        message: 'must be address:port pairs separated by commas',
      })
      .optional(),
    /** Which engine makes looks; unset: the first configured service in the order comfyui, openai, stability, else the embedded illustrator. */
    LOOKS_ENGINE: z.enum(['embedded', 'openai', 'stability', 'comfyui'], { message: 'must be one of embedded, openai, stability, comfyui' }).optional(),
  })
  .superRefine((config, context) => {
    if (config.TEST_HOOKS && config.NODE_ENV === 'production') {
      context.addIssue({ code: 'custom', path: ['TEST_HOOKS'], message: 'must not be true when NODE_ENV=production' });
    }
    if (config.FETCH_ALLOW_HOSTS && !config.TEST_HOOKS) {
      context.addIssue({ code: 'custom', path: ['FETCH_ALLOW_HOSTS'], message: 'is for tests only and needs TEST_HOOKS=true' });
    }
    if (config.AZURE_SPEECH_KEY && !config.AZURE_SPEECH_REGION) {
      context.addIssue({ code: 'custom', path: ['AZURE_SPEECH_REGION'], message: 'must be set together with AZURE_SPEECH_KEY' });
    }
    if (config.JOB_STALL_SECONDS < config.JOB_HEARTBEAT_SECONDS * 2) {
      context.addIssue({ code: 'custom', path: ['JOB_STALL_SECONDS'], message: 'must be at least twice JOB_HEARTBEAT_SECONDS' });
    }
    if (Boolean(config.DISCORD_CLIENT_ID) !== Boolean(config.DISCORD_CLIENT_SECRET)) {
      context.addIssue({ code: 'custom', path: ['DISCORD_CLIENT_SECRET'], message: 'must be set together with DISCORD_CLIENT_ID' });
    }
    if (config.LIPSYNC_MODEL && config.LIPSYNC_VERSION) {
      context.addIssue({ code: 'custom', path: ['LIPSYNC_VERSION'], message: 'must not be set together with LIPSYNC_MODEL (pick one)' });
    }
    for (const name of ['LIPSYNC_TOKEN', 'LIPSYNC_MODEL', 'LIPSYNC_VERSION', 'LIPSYNC_IMAGE_INPUT', 'LIPSYNC_AUDIO_INPUT'] as const) {
      if (config[name] && !config.LIPSYNC_URL) context.addIssue({ code: 'custom', path: [name], message: 'needs LIPSYNC_URL (the service base URL)' });
    }
    if (config.DID_URL && !config.DID_API_KEY) {
      context.addIssue({ code: 'custom', path: ['DID_API_KEY'], message: 'must be set together with DID_URL' });
    }
    for (const name of ['IMAGES_OPENAI_API_KEY', 'IMAGES_OPENAI_MODEL'] as const) {
      if (config[name] && !config.IMAGES_OPENAI_BASE_URL)
        context.addIssue({ code: 'custom', path: [name], message: 'needs IMAGES_OPENAI_BASE_URL (the Images API base URL)' });
    }
    for (const name of ['COMFYUI_WORKFLOW', 'COMFYUI_CHECKPOINT'] as const) {
      if (config[name] && !config.COMFYUI_URL) context.addIssue({ code: 'custom', path: [name], message: 'needs COMFYUI_URL (the ComfyUI server)' });
    }
    for (const name of ['LLM_API_KEY', 'LLM_MODEL', 'LLM_MODEL_2'] as const) {
      if (config[name] && !config.LLM_BASE_URL)
        context.addIssue({ code: 'custom', path: [name], message: 'needs LLM_BASE_URL (the chat completions base URL)' });
    }
    const looksEngineNeeds = { openai: 'IMAGES_OPENAI_BASE_URL', stability: 'STABILITY_API_KEY', comfyui: 'COMFYUI_URL' } as const;
    if (config.LOOKS_ENGINE && config.LOOKS_ENGINE !== 'embedded' && !config[looksEngineNeeds[config.LOOKS_ENGINE]]) {
      context.addIssue({
        code: 'custom',
        path: ['LOOKS_ENGINE'],
        message: `names ${config.LOOKS_ENGINE}, which needs ${looksEngineNeeds[config.LOOKS_ENGINE]} (not set)`,
      });
    }
  });

export type Config = z.infer<typeof ConfigSchema>;
