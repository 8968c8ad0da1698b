import { topicTones, type TopicTone } from '@talkreel/contract';

/** A tone a topic script is written in: one of the contract's 19 (`topicTones`, spec §9), named as the writers' phrasing tables key them. */
export type ScriptTone = TopicTone;

/** The tone a form value names, whatever its case (`professional`, `Professional`), or undefined. */
export function findScriptTone(value: string): ScriptTone | undefined {
  const wanted = value.trim().toLowerCase();
  return topicTones.find((tone) => tone.toLowerCase() === wanted);
}
