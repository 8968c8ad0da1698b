import { configDocs, defineConfigSlice, urlWithScheme } from '@talkreel/platform/config';
import { z } from 'zod';

/**
 * The language model's settings by their environment names: an
 * OpenAI-compatible chat completions API that writes podcast and topic
 * scripts. `scriptWriterConfigFrom` takes them; the product composes this
 * slice into the schema it checks at boot.
 */
export const llmConfigSlice = defineConfigSlice(
  {
    /** Unset: the embedded writer (extraction and outlines). */
    LLM_BASE_URL: urlWithScheme(['http', 'https'])
      .optional()
      .register(configDocs, {
        comment: [
          'A language model for podcast and topic scripts: any OpenAI-compatible chat completions API (OpenAI',
          'https://api.openai.com/v1, DeepSeek https://api.deepseek.com, Ollama http://host:11434/v1, vLLM, llama.cpp server).',
          'Unset: the built-in writer (podcasts by extraction from the source, topic scripts from a template outline in',
          'English and Chinese). If the service fails, the built-in writer writes the script and the page says so.',
          'It also translates videos into any of 61 languages; unset, Apertium translates the European pairs Debian installs.',
        ],
        row: {
          optional: ['LLM_API_KEY'],
          default: 'off: the built-in writer',
          what: "an OpenAI-compatible chat completions API that writes podcast and topic scripts (`https://api.openai.com/v1`, `https://api.deepseek.com`, Ollama's `http://host:11434/v1`, vLLM, llama.cpp server); streamed, JSON-schema output for podcasts, retries on 429/5xx; when it fails, the built-in writer writes the script and the page says why",
        },
      }),
    LLM_API_KEY: z.string().min(1).optional().register(configDocs, {}),
    LLM_MODEL: z
      .string()
      .min(1)
      .optional()
      .register(configDocs, {
        comment: ["The topic page's model 1 ('GPT-4o') and podcasts: gpt-4o unless set; model 2 ('Deepseek'): LLM_MODEL unless set."],
        row: {
          with: ['LLM_MODEL_2'],
          default: '`gpt-4o`, `LLM_MODEL`',
          what: "the models behind the topic page's model 1 ('GPT-4o', also podcasts) and model 2 ('Deepseek')",
        },
      }),
    LLM_MODEL_2: z.string().min(1).optional().register(configDocs, {}),
  },
  (config, context) => {
    for (const name of ['LLM_API_KEY', 'LLM_MODEL', 'LLM_MODEL_2'] as const) {
      if (config[name] && !config.LLM_BASE_URL)
        context.addIssue({ code: 'custom', path: [name], message: 'needs LLM_BASE_URL (the chat completions base URL)' });
    }
  },
);

/** The language model's settings, parsed (unset ones absent). */
export type LlmConfig = z.output<z.ZodObject<typeof llmConfigSlice.shape>>;
