/**
 * The wizard's reference face (spec §4 'Reference photo'): an uploaded photo
 * or a sample face (sent as `base_photo_url`), or one of the user's own
 * avatars (sent as `avatar_library_id`).
 */
export type LookReference = { kind: 'photo'; name: string; url: string } | { kind: 'avatar'; id: string; name: string; url: string };

/** The generation request's reference fields. */
export function referenceFields(reference: LookReference | null): { base_photo_url?: string; avatar_library_id?: string } {
  if (!reference) return {};
  return reference.kind === 'avatar' ? { avatar_library_id: reference.id } : { base_photo_url: reference.url };
}
