import { configDocs, defineConfigSlice, urlWithScheme, wholeNumber } from '@talkreel/platform/config';
import { z } from 'zod';

/** A model's input field name, as its Cog schema spells it. */
const modelInputName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/u, { message: 'must be an input field name (letters, digits, underscores)' });

/**
 * The talking-face services' settings by their environment names: a Cog
 * model (Replicate or self-hosted) and D-ID. `createLipSyncEngines` takes
 * them; the product composes this slice into the schema it checks at boot.
 */
export const lipSyncConfigSlice = defineConfigSlice(
  {
    /** A Cog talking-face model: Replicate's API base (`https://api.replicate.com/v1`) or a self-hosted Cog container. */
    LIPSYNC_URL: urlWithScheme(['http', 'https'])
      .optional()
      .register(configDocs, {
        comment: [
          'Talking-face services. Unset: the embedded animator, offline. When set, a job asks them first (Cog model, then D-ID)',
          'and falls back to the embedded animator if they fail.',
          'A Cog model: Replicate (https://api.replicate.com/v1 + token + a model owner/name or a version id) or a self-hosted',
          'Cog container (http://localhost:5000, no model, no version). Photo and speech go as data URIs (on Replicate,',
          'files over 1 MB go up through its files API first).',
        ],
        row: {
          default: 'off',
          what: 'a neural talking-face model behind the Cog protocol, tried before the embedded animator (which takes over if it fails): `https://api.replicate.com/v1`, or a self-hosted Cog container such as `http://localhost:5000`',
        },
      }),
    LIPSYNC_TOKEN: z
      .string()
      .min(1)
      .optional()
      .register(configDocs, {
        row: { default: '—', what: "`Authorization: Bearer` token (Replicate's API token; a self-hosted container needs none)" },
      }),
    LIPSYNC_MODEL: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/u, { message: 'must be a Replicate model as owner/name' })
      .optional()
      .register(configDocs, {
        row: { default: '—', what: 'on Replicate, a model as `owner/name` (`cjwbw/sadtalker`), run by `POST /models/{owner}/{name}/predictions`' },
      }),
    LIPSYNC_VERSION: z
      .string()
      .regex(/^([\w.-]+\/[\w.-]+:)?[0-9a-f]{64}$/u, { message: 'must be a Replicate version id (64 hex digits) or owner/name:id' })
      .optional()
      .register(configDocs, {
        row: {
          default: '—',
          what: 'on Replicate, a version id (or `owner/name:id`) instead of a model, run by `POST /predictions`; neither model nor version means a Cog container',
        },
      }),
    LIPSYNC_IMAGE_INPUT: modelInputName.optional().register(configDocs, {
      comment: ["The model's input names for the photo and the speech: SadTalker's source_image and driven_audio unless set."],
      row: {
        with: ['LIPSYNC_AUDIO_INPUT'],
        default: '`source_image`, `driven_audio`',
        what: "the model's input names for the photo and the speech (SadTalker's; LatentSync's are `video` and `audio`, but it needs a video, not a photo)",
      },
    }),
    LIPSYNC_AUDIO_INPUT: modelInputName.optional().register(configDocs, {}),
    LIPSYNC_TIMEOUT_SECONDS: wholeNumber(10, 7200, 900).register(configDocs, {
      comment: ['The longest one video may take on a service before the job falls back (10-7200).'],
      row: {
        what: 'the longest one talking-face video may take on a service (queueing and cold boots included) before the job falls back',
      },
    }),
    DID_API_KEY: z
      .string()
      .min(1)
      .optional()
      .register(configDocs, {
        comment: ['D-ID talks: the API key as D-ID Studio shows it (user:secret); DID_URL defaults to https://api.d-id.com.'],
        row: {
          optional: ['DID_URL'],
          default: 'off',
          what: 'D-ID talking photos (the key as D-ID Studio shows it, `user:secret`), tried after the Cog model; `DID_URL` defaults to `https://api.d-id.com`',
        },
      }),
    DID_URL: urlWithScheme(['http', 'https']).optional().register(configDocs, {}),
    VIDEO_LIPSYNC_URL: urlWithScheme(['http', 'https'])
      .optional()
      .register(configDocs, {
        comment: [
          'A video lip-sync model (LatentSync, Wav2Lip) behind the Cog protocol, for dubbed uploads: it redraws the lips of the',
          'footage to the new speech. Unset: a dubbed upload keeps its original picture (no embedded engine can do this).',
          'Replicate (https://api.replicate.com/v1 + token + model or version) or a self-hosted Cog container; the footage and',
          "the speech go in the model's inputs `video` and `audio` unless told (Wav2Lip: VIDEO_LIPSYNC_VIDEO_INPUT=face).",
        ],
        row: {
          optional: ['VIDEO_LIPSYNC_TOKEN', 'VIDEO_LIPSYNC_MODEL', 'VIDEO_LIPSYNC_VERSION', 'VIDEO_LIPSYNC_VIDEO_INPUT', 'VIDEO_LIPSYNC_AUDIO_INPUT'],
          default: 'off',
          what: "a video-to-video lip-sync model (LatentSync, Wav2Lip) that re-syncs a dubbed upload's lips; token, model or version and input names as for `LIPSYNC_*` (inputs `video` and `audio` unless told); unset, a dub keeps the original picture",
        },
      }),
    VIDEO_LIPSYNC_TOKEN: z.string().min(1).optional().register(configDocs, {}),
    VIDEO_LIPSYNC_MODEL: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/u, { message: 'must be a Replicate model as owner/name' })
      .optional()
      .register(configDocs, {}),
    VIDEO_LIPSYNC_VERSION: z
      .string()
      .regex(/^([\w.-]+\/[\w.-]+:)?[0-9a-f]{64}$/u, { message: 'must be a Replicate version id (64 hex digits) or owner/name:id' })
      .optional()
      .register(configDocs, {}),
    VIDEO_LIPSYNC_VIDEO_INPUT: modelInputName.optional().register(configDocs, {}),
    VIDEO_LIPSYNC_AUDIO_INPUT: modelInputName.optional().register(configDocs, {}),
  },
  (config, context) => {
    if (config.LIPSYNC_MODEL && config.LIPSYNC_VERSION) {
      context.addIssue({ code: 'custom', path: ['LIPSYNC_VERSION'], message: 'must not be set together with LIPSYNC_MODEL (pick one)' });
    }
    for (const name of ['LIPSYNC_TOKEN', 'LIPSYNC_MODEL', 'LIPSYNC_VERSION', 'LIPSYNC_IMAGE_INPUT', 'LIPSYNC_AUDIO_INPUT'] as const) {
      if (config[name] && !config.LIPSYNC_URL) context.addIssue({ code: 'custom', path: [name], message: 'needs LIPSYNC_URL (the service base URL)' });
    }
    if (config.VIDEO_LIPSYNC_MODEL && config.VIDEO_LIPSYNC_VERSION) {
      context.addIssue({ code: 'custom', path: ['VIDEO_LIPSYNC_VERSION'], message: 'must not be set together with VIDEO_LIPSYNC_MODEL (pick one)' });
    }
    const videoNames = [
      'VIDEO_LIPSYNC_TOKEN',
      'VIDEO_LIPSYNC_MODEL',
      'VIDEO_LIPSYNC_VERSION',
      'VIDEO_LIPSYNC_VIDEO_INPUT',
      'VIDEO_LIPSYNC_AUDIO_INPUT',
    ] as const;
    for (const name of videoNames) {
      if (config[name] && !config.VIDEO_LIPSYNC_URL)
        context.addIssue({ code: 'custom', path: [name], message: 'needs VIDEO_LIPSYNC_URL (the service base URL)' });
    }
    if (config.DID_URL && !config.DID_API_KEY) {
      context.addIssue({ code: 'custom', path: ['DID_API_KEY'], message: 'must be set together with DID_URL' });
    }
  },
);

/** The lip-sync settings, parsed (LIPSYNC_TIMEOUT_SECONDS has its default; unset others are absent). */
export type LipSyncConfig = z.output<z.ZodObject<typeof lipSyncConfigSlice.shape>>;
