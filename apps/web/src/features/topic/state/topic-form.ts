import { topicMaxCharacters, topicTones, type TopicScriptRequest, type TopicScriptStatus } from '@talkreel/contract';

export type TopicTone = (typeof topicTones)[number];
/** 1 ~30 s, 2 ~60 s, 3 ~3 min. */
export type TopicDuration = 1 | 2 | 3;
/** 1 GPT-4o, 2 Deepseek: the model slots of a configured language model. */
export type TopicModel = 1 | 2;

export const TOPIC_DURATIONS: readonly TopicDuration[] = [1, 2, 3];
export const TOPIC_MODELS: readonly TopicModel[] = [1, 2];
/** Each duration's and model's label key (spec §9: ~30s, ~60s, ~3mins; GPT-4o, Deepseek). */
export const TOPIC_DURATION_KEYS = { 1: 'about30Seconds', 2: 'about60Seconds', 3: 'about3Minutes' } as const satisfies Record<TopicDuration, string>;
export const TOPIC_MODEL_KEYS = { 1: 'gpt4o', 2: 'deepseek' } as const satisfies Record<TopicModel, string>;

export interface TopicForm {
  topic: string;
  /** The lowercase English name the server takes (`english`, `chinese`, ...). */
  language: string;
  tone: TopicTone;
  model: TopicModel;
  expectedDuration: TopicDuration;
}

/** Spec §9: english, Professional, model 1, about 30 seconds. */
export const DEFAULT_TOPIC_FORM: TopicForm = { topic: '', language: 'english', tone: 'Professional', model: 1, expectedDuration: 1 };

export function isTopicTone(value: string): value is TopicTone {
  return topicTones.some((tone) => tone === value);
}

/** Spec §5: the topic is required ('Please enter the topic'); blank counts as empty. */
export function topicErrorOf(topic: string): 'required' | null {
  return topic.trim() === '' ? 'required' : null;
}

/** What the topic field keeps of a typed or pasted text: at most 1000 characters. */
export function clampTopic(topic: string): string {
  return topic.slice(0, topicMaxCharacters);
}

/** Spec §3 'Topic script request'. */
export function toTopicScriptRequest(form: TopicForm): Extract<TopicScriptRequest, { topic: string }> {
  return {
    topic: clampTopic(form.topic.trim()),
    language: form.language,
    tone: form.tone,
    model: form.model,
    expected_duration: form.expectedDuration,
  };
}

/**
 * The form a script was written from, for Edit Topic and Back (the status
 * answer carries it, so a reloaded step 2 still knows it). A value this page
 * does not offer falls back to its default.
 */
export function topicFormOf(script: Pick<TopicScriptStatus, 'topic' | 'language' | 'tone' | 'model' | 'expected_duration'>): TopicForm {
  const expectedDuration = TOPIC_DURATIONS.find((duration) => duration === script.expected_duration) ?? DEFAULT_TOPIC_FORM.expectedDuration;
  const model = TOPIC_MODELS.find((candidate) => candidate === script.model) ?? DEFAULT_TOPIC_FORM.model;
  return {
    topic: clampTopic(script.topic),
    language: script.language || DEFAULT_TOPIC_FORM.language,
    tone: isTopicTone(script.tone) ? script.tone : DEFAULT_TOPIC_FORM.tone,
    model,
    expectedDuration,
  };
}
