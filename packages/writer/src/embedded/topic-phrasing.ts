import type { ScriptTone } from '../script-tones.ts';

/** The angles a point of a topic script takes: questions and steps a viewer applies to the topic, no facts claimed. */
export type TopicAngle = 'meaning' | 'reason' | 'firstStep' | 'trap' | 'measure';

/** Tones that share point lead-ins ("First," / "Number one:" / "Level one:"); each tone has its own opener and closer. */
export type ToneFamily = 'formal' | 'warm' | 'upbeat' | 'playful' | 'plain';

export const toneFamilies: Record<ScriptTone, ToneFamily> = {
  Professional: 'formal',
  Formal: 'formal',
  Serious: 'formal',
  Polite: 'formal',
  Neutral: 'formal',
  Friendly: 'warm',
  Empathetic: 'warm',
  Conversational: 'warm',
  Casual: 'warm',
  Optimistic: 'upbeat',
  Inspirational: 'upbeat',
  Energetic: 'upbeat',
  Bold: 'upbeat',
  Persuasive: 'upbeat',
  Humorous: 'playful',
  Playful: 'playful',
  Direct: 'plain',
  Educational: 'plain',
  Reflective: 'plain',
};

/**
 * The words of a template topic script in one language. `subject` is the
 * topic as typed (request words removed), `phrase` one of its key phrases.
 * Every list runs from the sentence always said to the ones added for a
 * longer video.
 */
export interface TopicPhrasing {
  /** Put between sentences of a scene. */
  joiner: string;
  hook(tone: ScriptTone, subject: string, pointCount: number): string[];
  closing(tone: ScriptTone, subject: string): string[];
  /** Five lead-ins; the fifth is for the last point, whatever its number. */
  pointLeads(family: ToneFamily): readonly [string, string, string, string, string];
  point(angle: TopicAngle, lead: string, phrase: string, subject: string): string[];
}
