import { podcastDurations, ProductScriptStyleSchema, topicTones, turnLengths } from '@talkreel/contract';
import { z } from 'zod';
import { findScriptTone, type ScriptTone } from './script-tones.ts';
import { productScriptOptionCount } from './product/product-script-styles.ts';
import { WriterError, type PodcastRequest, type ProductScriptRequest, type TopicRequest } from './script-types.ts';

/** The longest topic the form sends is a sentence or two; more is not a topic. */
export const maxTopicCharacters = 500;

/** A podcast request's fields as the writers accept them (the signal is not data and is not checked). */
export const PodcastRequestSchema = z.object({
  sourceText: z.string().trim().min(1, 'The source text is empty.'),
  title: z.string({ error: 'The title must be text (it may be empty).' }),
  language: z.string().trim().min(1, 'The language is missing.'),
  duration: z.enum(podcastDurations, { error: 'The duration must be 1-3, 3-5 or 5-10 (minutes).' }),
  turnLength: z.enum(turnLengths, { error: 'The duration per turn must be short, medium or long.' }),
  hostNames: z.tuple([z.string().trim().min(1), z.string().trim().min(1)], { error: 'The host names must be two non-empty names.' }).optional(),
});

export const TopicRequestSchema = z.object({
  topic: z.string().trim().min(1, 'Please enter the topic').max(maxTopicCharacters, `The topic is longer than ${maxTopicCharacters} characters.`),
  language: z.string().trim().min(1, 'The language is missing.'),
  tone: z.string().refine((tone) => findScriptTone(tone) !== undefined, { message: `The tone must be one of ${topicTones.join(', ')}.` }),
  model: z.union([z.literal(1), z.literal(2)], { error: 'The model must be 1 or 2.' }),
  expectedDuration: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'The expected duration must be 1 (~30 s), 2 (~60 s) or 3 (~3 min).' }),
});

/** The longest description read: a product page's description and more; the rest is not needed for a minute of speech. */
export const maxProductDescriptionCharacters = 20_000;

/** A product script request's fields as the writers accept them. */
export const ProductScriptRequestSchema = z.object({
  product: z.object({
    title: z.string().trim().min(1, 'The product has no name.').max(500, 'The product name is longer than 500 characters.'),
    description: z.string().max(maxProductDescriptionCharacters, `The description is longer than ${maxProductDescriptionCharacters} characters.`),
    brand: z.string().max(200).optional(),
    price: z.number().finite().min(0, 'The price cannot be negative.').nullable(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/u, 'A currency is its three-letter code, e.g. USD.')
      .nullable(),
    targetAudience: z.string().max(500, 'The target audience is longer than 500 characters.'),
    features: z.array(z.string().max(500)).max(20, 'At most 20 features.').optional(),
  }),
  styles: z
    .array(ProductScriptStyleSchema)
    .length(productScriptOptionCount, `Ask for ${productScriptOptionCount} frameworks.`)
    .refine((styles) => new Set(styles).size === styles.length, { message: 'The frameworks must differ.' }),
  durationS: z.union([z.literal(15), z.literal(30), z.literal(45), z.literal(60)], { error: 'A product video is 15, 30, 45 or 60 seconds.' }),
  language: z.string().trim().min(1, 'The language is missing.'),
});

/** Checks a product script request, as a WriterError('invalid_request') naming the first bad field. */
export function checkProductScriptRequest(request: ProductScriptRequest): void {
  const result = ProductScriptRequestSchema.safeParse(request);
  if (!result.success) throw invalidRequest(result.error);
}

/** Checks a podcast request, as a WriterError('invalid_request') naming the first bad field. */
export function checkPodcastRequest(request: PodcastRequest): void {
  const result = PodcastRequestSchema.safeParse(request);
  if (!result.success) throw invalidRequest(result.error);
}

/** Checks a topic request and gives its tone by its form name. */
export function checkTopicRequest(request: TopicRequest): ScriptTone {
  const result = TopicRequestSchema.safeParse(request);
  if (!result.success) throw invalidRequest(result.error);
  return findScriptTone(request.tone)!;
}

/** Every rule above carries its own sentence: the first broken one is the message. */
function invalidRequest(error: z.ZodError): WriterError {
  return new WriterError('invalid_request', error.issues[0]?.message ?? 'Invalid request.');
}
