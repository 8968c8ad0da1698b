import { z } from 'zod';
import { PhotoCreditSchema } from '@talkreel/site';
import type { AspectRatio } from '@talkreel/timeline';

const AvatarIdSchema = z.string().regex(/^\d{1,12}$/u, { message: 'must be a library avatar id from content/avatars/library.json' });
const VoiceIdSchema = z.string().regex(/^[a-z0-9-]{1,120}$/u, { message: 'must be a public voice id from content/voices/public' });
/** A line a site video speaks: short, because every site video renders on the server's own CPUs on first start. */
const LineSchema = z.string().trim().min(2).max(240);

const TalkingAvatarRecipeSchema = z.object({
  kind: z.literal('talking-avatar'),
  aspectRatio: z.enum(['16:9', '9:16', '1:1']),
  avatar: AvatarIdSchema,
  voice: VoiceIdSchema,
  script: LineSchema,
});

/**
 * A photograph in `content/site/photos/<file>` (JPEG or PNG), with the
 * credit its licence asks for: the feature pages show it beside every player
 * and poster of the video. Only a photo whose licence allows changing it
 * (public domain, CC0, CC BY, CC BY-SA) may be animated.
 */
const SitePhotoSchema = z.strictObject({
  file: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}\.(?:jpg|png)$/u, { message: 'must be a .jpg or .png name in content/site/photos' }),
  credit: PhotoCreditSchema,
});

/**
 * A talking photo of a library avatar (`avatar`) or of a real photograph
 * (`photo`), exactly one of them. Its frame follows its picture: a portrait
 * look or photo makes 9:16, a landscape one 16:9.
 */
const TalkingPhotoRecipeSchema = z
  .strictObject({
    kind: z.literal('talking-photo'),
    aspectRatio: z.enum(['16:9', '9:16']),
    avatar: AvatarIdSchema.optional(),
    photo: SitePhotoSchema.optional(),
    voice: VoiceIdSchema,
    script: LineSchema,
  })
  .refine((recipe) => (recipe.avatar === undefined) !== (recipe.photo === undefined), {
    message: 'names either a library avatar or a photo, exactly one',
    path: ['avatar'],
  });

const PodcastHostRecipeSchema = z.object({ avatar: AvatarIdSchema, voice: VoiceIdSchema });

const PodcastRecipeSchema = z.object({
  kind: z.literal('podcast'),
  aspectRatio: z.enum(['16:9', '9:16', '1:1']),
  /** The title card's text, shown while both hosts listen. */
  title: z.string().trim().min(2).max(80),
  hosts: z.tuple([PodcastHostRecipeSchema, PodcastHostRecipeSchema]),
  turns: z
    .array(z.object({ host: z.union([z.literal(1), z.literal(2)]), text: LineSchema }))
    .min(1)
    .max(12),
});

/**
 * One site video as an operator writes it in `content/site/videos/<name>.json`:
 * what kind of Talkreel video it is, which library avatars speak with which
 * public voices, and what they say. The server builds it into an ordinary
 * timeline workspace with the product's own builders and renders that.
 * `aspectRatio` is also what the feature pages read for the player's size.
 */
export const SiteVideoRecipeSchema = z.discriminatedUnion('kind', [TalkingAvatarRecipeSchema, TalkingPhotoRecipeSchema, PodcastRecipeSchema]);
export type SiteVideoRecipe = z.infer<typeof SiteVideoRecipeSchema>;

const aspectRatioCodes: Record<SiteVideoRecipe['aspectRatio'], AspectRatio> = { '9:16': 0, '16:9': 1, '1:1': 2 };

/** The timeline's aspect ratio code of a recipe's frame. */
export const aspectRatioCodeOf = (recipe: SiteVideoRecipe): AspectRatio => aspectRatioCodes[recipe.aspectRatio];

/** Every library avatar a recipe names, in order, for checks against the library (a talking photo of a photograph names none). */
export function avatarsOf(recipe: SiteVideoRecipe): string[] {
  if (recipe.kind === 'podcast') return recipe.hosts.map((host) => host.avatar);
  return recipe.avatar === undefined ? [] : [recipe.avatar];
}

/** Every public voice a recipe names, in order, for checks against the catalogue. */
export function voicesOf(recipe: SiteVideoRecipe): string[] {
  return recipe.kind === 'podcast' ? recipe.hosts.map((host) => host.voice) : [recipe.voice];
}
