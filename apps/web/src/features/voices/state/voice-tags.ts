import type { VoiceItem } from '@talkreel/contract';

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

/** Labels as people read them: 'use_case' values such as 'social_media' become 'social media'. */
function readable(label: string): string {
  return label.replace(/_/g, ' ').trim();
}

/**
 * The tags of a voice item, in the spec's order: accent, age, use case, then
 * each descriptive word (`descriptive` may hold several, comma-separated).
 * Empty and repeated labels are left out.
 */
export function voiceTagLabels(voice: Pick<VoiceItem, 'accent' | 'age' | 'use_case' | 'descriptive'>): string[] {
  const descriptive = voice.descriptive.split(/[,;]/);
  const labels = [voice.accent, voice.age, voice.use_case, ...descriptive].map(readable).filter((label) => label !== '');
  const seen = new Set<string>();
  return labels.filter((label) => {
    const key = label.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type VoiceKind = 'cloned' | 'matched' | 'saved';

/** How one of My Voices came to be; unknown kinds show no kind tag. */
export function voiceKindOf(kind: string | undefined): VoiceKind | null {
  return kind === 'cloned' || kind === 'matched' || kind === 'saved' ? kind : null;
}
