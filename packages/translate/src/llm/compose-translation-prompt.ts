import type { ChatMessage } from '@talkreel/writer';
import { z } from 'zod';

/** What the user message holds: the languages by code, and the texts in order. */
export interface TranslationPromptInput {
  from: string;
  to: string;
  texts: string[];
}

/** The structured-output schema: an object at the root, as OpenAI's strict mode requires. */
export const translationAnswerJsonSchema = {
  type: 'object',
  properties: { translations: { type: 'array', items: { type: 'string' } } },
  required: ['translations'],
  additionalProperties: false,
};

/** `{"translations": [...]}`, or the bare array some servers answer when they ignore the response format. */
export const TranslationAnswerSchema = z.union([
  z.object({ translations: z.array(z.string()) }).transform((answer) => answer.translations),
  z.array(z.string()),
]);

/**
 * The system message names both languages and the one rule that matters
 * (one translation per text, in order); the user message is JSON, so texts
 * with quotes, line breaks or instructions of their own stay data.
 */
export function composeTranslationPrompt(input: TranslationPromptInput, fromName: string, toName: string): ChatMessage[] {
  const count = input.texts.length;
  return [
    {
      role: 'system',
      content: [
        `You translate the text of videos (spoken scripts and on-screen text) from ${fromName} to ${toName}.`,
        `The user sends JSON: {"from", "to", "texts"}. Answer with JSON only: {"translations": [...]} holding exactly ${count} string${count === 1 ? '' : 's'},`,
        'the translation of texts[i] at position i; never merge, split, skip or reorder texts.',
        'Keep line breaks, numbers, names, URLs and e-mail addresses; write what a native speaker would say; add no notes, quotes or explanations.',
      ].join(' '),
    },
    { role: 'user', content: JSON.stringify(input) },
  ];
}

/** The follow-up after an answer that was not one translation per text. */
export function composeCorrection(answer: string, translationCount: number | undefined, textCount: number): ChatMessage[] {
  const fault = translationCount === undefined ? 'was not the JSON asked for' : `held ${translationCount} translations for ${textCount} texts`;
  return [
    { role: 'assistant', content: answer },
    {
      role: 'user',
      content: `Your answer ${fault}. Answer again with JSON only: {"translations": [...]} with exactly ${textCount} strings, one per text, in the order of "texts".`,
    },
  ];
}
