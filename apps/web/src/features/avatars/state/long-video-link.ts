import type { DigitalPerson } from '@talkreel/contract';

/** Where the home tool keeps the typed script for /long-video-from-text (spec §2). */
export const TALKING_AVATAR_SCRIPT_KEY = 'talkreel.talkingAvatarScript';

/** `/long-video-from-text` with the spec's query for the chosen avatar. */
export function longVideoLink(person: DigitalPerson, from: { isPublic: boolean; isHome: boolean }): string {
  const query = new URLSearchParams({
    id: person.id,
    library_id: person.avatar_library_id,
    library_name: person.avatar_library_name,
    timbre_id: person.timbre_id ?? '',
    aspect_ratio: String(person.aspect_ratio),
    typ: person.typ,
    ...(from.isPublic ? { from: 'public' } : {}),
    avatar_library_id: person.avatar_library_id,
    ...(from.isHome ? { action_from: 'home' } : {}),
  });
  return `/long-video-from-text?${query.toString()}`;
}
