import { PodcastDurationSchema, TopicDurationSchema, TopicModelSchema, TopicToneSchema, TurnLengthSchema } from '@talkreel/contract';
import { z } from 'zod';

/**
 * A podcast's options as its `project_scripts` row holds them: written by
 * the server from the create request (already checked by the contract), read
 * by the write-script job and by the server's script pages.
 */
export const PodcastScriptOptionsSchema = z.object({
  language: z.string(),
  video_duration: PodcastDurationSchema,
  duration_per_turn: TurnLengthSchema,
  podcast_avatar_id: z.string(),
  /** The hosts' names when the script was asked for, host 1 first: the writer has them introduce themselves. */
  host_names: z.tuple([z.string(), z.string()]).optional(),
});
export type PodcastScriptOptions = z.infer<typeof PodcastScriptOptionsSchema>;

/** A topic script's options as its `project_scripts` row holds them (the topic request's fields); the server writes them, the job reads them. */
export const TopicScriptOptionsSchema = z.object({
  topic: z.string(),
  language: z.string(),
  tone: TopicToneSchema,
  model: TopicModelSchema,
  expected_duration: TopicDurationSchema,
});
export type TopicScriptOptions = z.infer<typeof TopicScriptOptionsSchema>;
