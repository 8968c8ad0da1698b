import { configDocs, defineConfigSlice, urlWithScheme } from '@talkreel/platform/config';
import { z } from 'zod';

/** The model asked for when ASR_MODEL is unset: OpenAI's Whisper. */
export const defaultTranscriptionModel = 'whisper-1';

/**
 * The speech recognition settings by their environment names: an
 * OpenAI-compatible `/audio/transcriptions` service. `createSpeechRecognizers`
 * takes them; the product composes this slice into the schema it checks at boot.
 */
export const transcribeConfigSlice = defineConfigSlice(
  {
    ASR_BASE_URL: urlWithScheme(['http', 'https'])
      .optional()
      .register(configDocs, {
        comment: [
          'Speech recognition (video translation). Unset: the embedded pocketsphinx (Debian packages pocketsphinx and',
          'pocketsphinx-en-us), English only and rough. Any OpenAI-compatible /audio/transcriptions service: OpenAI',
          '(https://api.openai.com/v1), faster-whisper-server or speaches (http://host:8000/v1).',
        ],
        row: {
          optional: ['ASR_API_KEY'],
          default: 'off: pocketsphinx, English only',
          what: 'an OpenAI-compatible speech recognition service (`/audio/transcriptions`: OpenAI, faster-whisper-server, speaches) for video translation, any language; unset, the embedded pocketsphinx recognises English roughly',
        },
      }),
    ASR_API_KEY: z.string().min(1).optional().register(configDocs, {}),
    ASR_MODEL: z
      .string()
      .min(1)
      .optional()
      .register(configDocs, {
        comment: [`The transcription model: ${defaultTranscriptionModel} unless set (faster-whisper-server: Systran/faster-whisper-small).`],
        row: { default: `\`${defaultTranscriptionModel}\``, what: 'the model the speech recognition service is asked for' },
      }),
  },
  (config, context) => {
    for (const name of ['ASR_API_KEY', 'ASR_MODEL'] as const) {
      if (config[name] && !config.ASR_BASE_URL)
        context.addIssue({ code: 'custom', path: [name], message: 'needs ASR_BASE_URL (the transcription service base URL)' });
    }
  },
);

/** The speech recognition settings, parsed (unset ones absent). */
export type TranscribeConfig = z.output<z.ZodObject<typeof transcribeConfigSlice.shape>>;
