import type { DigitalPerson } from '@talkreel/contract';

/**
 * The storage key of an avatar's still, as the server stores it
 * (apps/server services/avatars/avatar-media.ts `coverKeyOf`: a drawn look's
 * cover is a JPEG, a photo avatar's the PNG it was made from). The workspace
 * keeps this key, which does not expire; the list's `cover_url` is only a read
 * URL of it (or, before the cover is drawn, the route that draws it).
 */
export function avatarStillKey(person: Pick<DigitalPerson, 'id' | 'kind'>): string {
  return `avatars/${person.id}/cover.${person.kind === 'illustrated' ? 'jpg' : 'png'}`;
}
