import { z } from 'zod';
import { PhotoCreditSchema } from '@talkreel/site';
import type { AspectRatio } from '@talkreel/timeline';
import { translationLanguage } from '@talkreel/translate';

/** A site video's name: its file name and its address (`/site/videos/<name>.mp4`), so nothing in it can reach another path. */
export const siteVideoNamePattern = /^[a-z0-9][a-z0-9-]{0,63}$/u;

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
 * Another site video (`source`) in another language (`language`, an ISO 639-1
 * code of TRANSLATION_LANGUAGES): built from the source's workspace exactly
 * as the product's video translation does it, so its frame, avatars and photo
 * are the source's. Its texts are translated on this server (Apertium for the
 * pairs Debian ships, a language model when LLM_BASE_URL is set); where there
 * is no way between the two languages the video is not made here.
 */
const TranslationRecipeSchema = z.strictObject({
  kind: z.literal('translation'),
  source: z.string().regex(siteVideoNamePattern, { message: 'must be the name of another site video in content/site/videos' }),
  language: z.string().refine((code) => translationLanguage(code)?.code === code, {
    message: 'must be the ISO 639-1 code of a language Talkreel translates into (es, fr, pt, …; TRANSLATION_LANGUAGES)',
  }),
});

/**
 * One site video as an operator writes it in `content/site/videos/<name>.json`:
 * what kind of Talkreel video it is, which library avatars speak with which
 * public voices, and what they say; or which of those videos it translates,
 * into which language. The server builds it into an ordinary timeline
 * workspace with the product's own builders and renders that.
 */
export const SiteVideoRecipeFileSchema = z.discriminatedUnion('kind', [
  TalkingAvatarRecipeSchema,
  TalkingPhotoRecipeSchema,
  PodcastRecipeSchema,
  TranslationRecipeSchema,
]);
export type SiteVideoRecipeFile = z.infer<typeof SiteVideoRecipeFileSchema>;

/** A recipe that says its own words: a talking avatar, a talking photo or a podcast. */
export type ScriptedSiteVideoRecipe = Exclude<SiteVideoRecipeFile, { kind: 'translation' }>;

/** A translation as the server uses it: its file, with the recipe it translates and that recipe's frame. */
export type TranslationSiteVideoRecipe = z.infer<typeof TranslationRecipeSchema> & {
  aspectRatio: ScriptedSiteVideoRecipe['aspectRatio'];
  sourceRecipe: ScriptedSiteVideoRecipe;
};

/**
 * A site video's recipe as the server uses it. `aspectRatio` is also what the
 * feature pages read for the player's size (a translation's is its source's).
 */
export type SiteVideoRecipe = ScriptedSiteVideoRecipe | TranslationSiteVideoRecipe;

const aspectRatioCodes: Record<SiteVideoRecipe['aspectRatio'], AspectRatio> = { '9:16': 0, '16:9': 1, '1:1': 2 };

/** The timeline's aspect ratio code of a recipe's frame. */
export const aspectRatioCodeOf = (recipe: SiteVideoRecipe): AspectRatio => aspectRatioCodes[recipe.aspectRatio];

/** The recipe that says the video's words: the recipe itself, or the one a translation translates. */
const scriptedRecipeOf = (recipe: SiteVideoRecipe): ScriptedSiteVideoRecipe => (recipe.kind === 'translation' ? recipe.sourceRecipe : recipe);

/** Every library avatar a recipe shows, in order, for checks against the library (a talking photo of a photograph shows none; a translation, its source's). */
export function avatarsOf(recipe: SiteVideoRecipe): string[] {
  const scripted = scriptedRecipeOf(recipe);
  if (scripted.kind === 'podcast') return scripted.hosts.map((host) => host.avatar);
  return scripted.avatar === undefined ? [] : [scripted.avatar];
}

/** Every public voice a recipe names, in order, for checks against the catalogue (a translation names none: its voices are chosen when it is built). */
export function voicesOf(recipe: SiteVideoRecipe): string[] {
  if (recipe.kind === 'translation') return [];
  return recipe.kind === 'podcast' ? recipe.hosts.map((host) => host.voice) : [recipe.voice];
}
