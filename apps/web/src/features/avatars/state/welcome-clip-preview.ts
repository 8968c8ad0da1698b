import type { DigitalPerson } from '@talkreel/contract';

/** How long a gallery card is pointed at (or focused) before its missing welcome clip is asked for: a pointer passing over the grid asks for nothing. */
export const WELCOME_CLIP_ASK_DELAY_MS = 600;

/** What a gallery card shows in its picture's place. */
export type WelcomeClipPreview = { kind: 'cover' } | { kind: 'preparing' } | { kind: 'clip'; url: string };

export interface WelcomeClipPreviewState {
  /** Pointed at or focused now. */
  isPreviewing: boolean;
  /** Reduced motion asked for: the cover stays, nothing plays by itself and no clip is asked for. */
  isMotionReduced: boolean;
  /** This page view already asked the server for this avatar's clip. */
  hasAsked: boolean;
}

type ClipOf = Pick<DigitalPerson, 'welcome_url' | 'welcome_status'>;

/** The clip plays while the card is previewed; until it exists, a clip asked for shows as being prepared (a failed one leaves the cover). */
export function welcomeClipPreviewOf(person: ClipOf, { isPreviewing, isMotionReduced, hasAsked }: WelcomeClipPreviewState): WelcomeClipPreview {
  if (isMotionReduced || !isPreviewing) return { kind: 'cover' };
  if (person.welcome_url) return { kind: 'clip', url: person.welcome_url };
  return hasAsked && person.welcome_status !== 'failed' ? { kind: 'preparing' } : { kind: 'cover' };
}

/** A previewed card without a clip asks for one, once per avatar per page view, and never with reduced motion. */
export function shouldAskForWelcomeClip(person: ClipOf, { isPreviewing, isMotionReduced, hasAsked }: WelcomeClipPreviewState): boolean {
  return isPreviewing && !isMotionReduced && !hasAsked && !person.welcome_url;
}
