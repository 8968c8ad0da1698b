import { configDocs, defineConfigSlice, urlWithScheme } from '@talkreel/platform/config';
import { z } from 'zod';

/**
 * The speech settings by their environment names: each cloud adapter is
 * switched on by its own. `createSpeechEngines` takes them; the product
 * composes this slice into the schema it checks at boot.
 */
export const speechConfigSlice = defineConfigSlice(
  {
    OPENAI_TTS_BASE_URL: urlWithScheme(['http', 'https'])
      .optional()
      .register(configDocs, {
        comment: [
          'Speech. Unset: the embedded engines (eSpeak NG in ~115 languages, Flite for English), offline.',
          'OpenAI-compatible /v1/audio/speech: OpenAI (https://api.openai.com/v1), Kokoro-FastAPI or openedai-speech.',
        ],
        row: {
          with: ['OPENAI_API_KEY', 'OPENAI_TTS_MODEL'],
          default: 'off',
          what: 'an OpenAI-compatible speech service (OpenAI, Kokoro-FastAPI, openedai-speech)',
        },
      }),
    /** Also the key of the OpenAI-compatible Images API when IMAGES_OPENAI_API_KEY is unset (@talkreel/looks). */
    OPENAI_API_KEY: z.string().min(1).optional().register(configDocs, {}),
    OPENAI_TTS_MODEL: z.string().min(1).optional().register(configDocs, {}),
    ELEVENLABS_API_KEY: z
      .string()
      .min(1)
      .optional()
      .register(configDocs, {
        comment: ['ElevenLabs: text-to-speech with timestamps, the shared voice library and voice cloning on /voice.'],
        row: { optional: ['ELEVENLABS_BASE_URL'], default: 'off', what: 'ElevenLabs voices and real voice cloning' },
      }),
    ELEVENLABS_BASE_URL: urlWithScheme(['http', 'https']).optional().register(configDocs, {}),
    AZURE_SPEECH_KEY: z
      .string()
      .min(1)
      .optional()
      .register(configDocs, {
        comment: ['Azure Speech: key + region (or a full endpoint).'],
        row: { with: ['AZURE_SPEECH_REGION'], optional: ['AZURE_SPEECH_ENDPOINT'], default: 'off', what: 'Azure Speech voices' },
      }),
    AZURE_SPEECH_REGION: z.string().min(1).optional().register(configDocs, {}),
    AZURE_SPEECH_ENDPOINT: urlWithScheme(['http', 'https']).optional().register(configDocs, {}),
  },
  (config, context) => {
    if (config.AZURE_SPEECH_KEY && !config.AZURE_SPEECH_REGION) {
      context.addIssue({ code: 'custom', path: ['AZURE_SPEECH_REGION'], message: 'must be set together with AZURE_SPEECH_KEY' });
    }
  },
);

/** The speech settings, parsed (unset ones absent). */
export type SpeechConfig = z.output<z.ZodObject<typeof speechConfigSlice.shape>>;
