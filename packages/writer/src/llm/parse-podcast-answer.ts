import { z } from 'zod';
import type { PodcastTurn } from '../script-types.ts';
import { readJsonAnswer } from './read-json-answer.ts';

const TurnSchema = z.object({
  // Some models write the host as "1" or "host 1".
  host: z.preprocess((value) => (typeof value === 'string' ? Number(/\d+/u.exec(value)?.[0]) : value), z.union([z.literal(1), z.literal(2)])),
  text: z.string().trim().min(1),
});

/** The answer the podcast prompt asks for; a bare array of turns is taken too. */
export const PodcastAnswerSchema = z.union([
  z.object({ turns: z.array(TurnSchema).min(2) }),
  z
    .array(TurnSchema)
    .min(2)
    .transform((turns) => ({ turns })),
]);

/** The JSON Schema sent as `response_format`: strict structured outputs need every property required and no others allowed. */
export const podcastAnswerJsonSchema = {
  type: 'object',
  properties: {
    turns: {
      type: 'array',
      items: {
        type: 'object',
        properties: { host: { type: 'integer', enum: [1, 2] }, text: { type: 'string' } },
        required: ['host', 'text'],
        additionalProperties: false,
      },
    },
  },
  required: ['turns'],
  additionalProperties: false,
} as const;

/**
 * The turns of a model's podcast answer (its JSON read by `readJsonAnswer`:
 * bare, fenced or after other text). Two turns of the same host in a row are
 * joined, so the hosts strictly alternate. Undefined when there is no
 * dialogue to read.
 */
export function parsePodcastAnswer(content: string, textJoiner = ' '): PodcastTurn[] | undefined {
  const parsed = readJsonAnswer(content, PodcastAnswerSchema);
  if (!parsed) return undefined;
  const turns: PodcastTurn[] = [];
  for (const turn of parsed.turns) {
    const previous = turns.at(-1);
    if (previous?.host === turn.host) previous.text = `${previous.text}${textJoiner}${turn.text}`;
    else turns.push({ host: turn.host, text: turn.text });
  }
  return turns.length >= 2 ? turns : undefined;
}
