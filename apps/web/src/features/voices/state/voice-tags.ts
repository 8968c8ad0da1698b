import type { VoiceItem } from '@talkreel/contract';
import { normaliseVoiceValue, type VoiceLabelKind } from './voice-labels.ts';

/** Spec §9: one of My Voices is tagged 'New' for 3 days after it was made. */
export const NEW_VOICE_PERIOD_MS = 3 * 24 * 60 * 60 * 1000;

const MS_PER_SECOND = 1000;

/**
 * `create_time` is in seconds (spec §3); a voice without one is never new.
 * One made a little after `nowMs` (a list mounted before it, or the
 * server's clock ahead of this one) is new too; one from further ahead than
 * the period itself is a units mistake, not a new voice.
 */
export function isNewVoice(createTimeSeconds: number | undefined, nowMs: number): boolean {
  if (createTimeSeconds === undefined) return false;
  const ageMs = nowMs - createTimeSeconds * MS_PER_SECOND;
  return Math.abs(ageMs) < NEW_VOICE_PERIOD_MS;
}

export interface VoiceTag {
  kind: Extract<VoiceLabelKind, 'accent' | 'age' | 'useCase' | 'descriptive'>;
  /** Normalised: lower case, spaces for underscores ('social media'). */
  value: string;
}

/**
 * The tags of a voice item, in the spec's order: accent, age, use case, then
 * each descriptive word (`descriptive` may hold several, comma-separated).
 * Empty and repeated labels are left out; `formatVoiceLabel` words them.
 */
export function voiceTags(voice: Pick<VoiceItem, 'accent' | 'age' | 'use_case' | 'descriptive'>): VoiceTag[] {
  const tags: VoiceTag[] = [
    { kind: 'accent', value: voice.accent },
    { kind: 'age', value: voice.age },
    { kind: 'useCase', value: voice.use_case },
    ...voice.descriptive.split(/[,;]/).map((value) => ({ kind: 'descriptive' as const, value })),
  ];
  const seen = new Set<string>();
  return tags
    .map((tag) => ({ ...tag, value: normaliseVoiceValue(tag.value) }))
    .filter((tag) => {
      if (tag.value === '' || seen.has(tag.value)) return false;
      seen.add(tag.value);
      return true;
    });
}

export type VoiceKind = 'cloned' | 'matched' | 'saved';

/** How one of My Voices came to be; unknown kinds show no kind tag. */
export function voiceKindOf(kind: string | undefined): VoiceKind | null {
  return kind === 'cloned' || kind === 'matched' || kind === 'saved' ? kind : null;
}
