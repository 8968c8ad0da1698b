import { loadAvatarLibrary, type LibraryAvatar } from '@talkreel/looks';
import type { AvatarRepository } from '@talkreel/platform';

/**
 * Brings the public avatar library (content/avatars) into `digital_persons`
 * on start: cheap (designs are data; nothing is drawn), and what was already
 * made for an unchanged avatar (covers, welcome clip) is kept.
 */
export async function seedAvatarLibrary(avatars: AvatarRepository, library: readonly LibraryAvatar[] = loadAvatarLibrary()): Promise<void> {
  await avatars.upsertLibrary(
    library.map((avatar) => ({
      id: avatar.id,
      sort_order: avatar.sortOrder,
      name: avatar.name,
      gender: avatar.gender,
      age: avatar.age,
      ethnicity: avatar.ethnicity,
      theme: avatar.theme,
      aspect_ratio: avatar.aspect_ratio,
      kind: 'illustrated' as const,
      design: avatar.design,
      voice_id: avatar.voice_id,
      welcome_line: avatar.welcome_line,
    })),
  );
}
