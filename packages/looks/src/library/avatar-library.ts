import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { AvatarAgeSchema, AvatarEthnicitySchema, AvatarGenderSchema, AvatarThemeSchema, LookStyleSchema } from '@talkreel/contract';
import { designLooks, type EmbeddedDesign } from '../embedded/look-design.ts';

/** content/avatars/library.json of this repository. */
const defaultLibraryFile = fileURLToPath(new URL('../../../../content/avatars/library.json', import.meta.url));

const LibraryEntrySchema = z.object({
  id: z.string().regex(/^[0-9]+$/u),
  name: z.string().min(1),
  theme: AvatarThemeSchema,
  gender: AvatarGenderSchema,
  age: AvatarAgeSchema,
  ethnicity: AvatarEthnicitySchema.exclude(['any']),
  aspect_ratio: z.union([z.literal(0), z.literal(1)]),
  style: LookStyleSchema,
  appearance: z.string(),
  background: z.string(),
  seed: z.number().int(),
  voice_id: z.string().min(1),
  welcome_line: z.string().min(1),
});

export type LibraryAvatar = z.infer<typeof LibraryEntrySchema> & { design: EmbeddedDesign; sortOrder: number };

/**
 * The public avatar library: data (content/avatars/library.json), drawn by
 * the embedded engine. Each entry's design is made from its fields and seed,
 * so the library needs no stored pictures; the order is the gallery's.
 */
export function loadAvatarLibrary(file = defaultLibraryFile): LibraryAvatar[] {
  const parsed = z.object({ avatars: z.array(LibraryEntrySchema).min(1) }).parse(JSON.parse(readFileSync(file, 'utf8')));
  return parsed.avatars.map((entry, index) => ({
    ...entry,
    sortOrder: index,
    design: designLooks({
      style: entry.style,
      gender: entry.gender,
      age: entry.age,
      ethnicity: entry.ethnicity,
      appearance: entry.appearance,
      background: entry.background,
      aspectRatio: entry.aspect_ratio,
      count: 1,
      seed: entry.seed,
    })[0]!,
  }));
}
