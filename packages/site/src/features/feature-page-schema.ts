import { z } from 'zod';
import { FeatureBlockSchema, SiteImageSchema, SiteVideoSchema } from './feature-block-schemas.ts';

/**
 * The hero's right-hand side: one of the spec's modules shown as a screen of
 * that tool, or a video made by Talkreel. A `PhotoAvatar` module gets the
 * spec's full-width hero (text above, the screen across the page below).
 */
const HeroMediaSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('module'),
    module: z.enum(['PhotoAvatar', 'TextToVideo', 'TalkingAvatar', 'PodcastModule', 'URLToVideo', 'TalkingPhoto', 'AvatarLibrary', 'None']),
    image: SiteImageSchema,
  }),
  /** `cover` is the screenshot other pages' explore cards show for this page. */
  z.strictObject({ kind: z.literal('video'), video: SiteVideoSchema, cover: SiteImageSchema }),
]);

/** Spec 'Banner data' languageVideos: extraInfo (the language's name), extraIcon (here a short text mark such as 'EN'), video. */
const LanguageVideoSchema = z.strictObject({
  extraInfo: z.string().trim().min(1).max(40),
  extraIcon: z.string().trim().min(1).max(4).optional(),
  video: SiteVideoSchema,
});

/**
 * The spec's 'URL-to-video hero form': a link field sent with GET to the
 * app's product page (`/product-to-video?url=<the link>`), which checks it
 * with the spec's rules and starts the analysis. No field rule here: the
 * app shows the spec's messages (请添加网址, 请输入正确的网址).
 */
const HeroUrlFormSchema = z.strictObject({
  action: z.literal('/product-to-video'),
  label: z.string().trim().min(1).max(60),
  placeholder: z.string().trim().min(1).max(120),
  button: z.string().trim().min(1).max(40),
});

/** Spec 'Banner data' videoList: site videos shown under the hero, each with an optional caption. */
const HeroListVideoSchema = z.strictObject({ video: SiteVideoSchema, extraInfo: z.string().trim().min(1).max(80).optional() });

export const FeatureHeroSchema = z
  .strictObject({
    headline: z.string().trim().min(1).max(120),
    badge: z.string().trim().min(1).max(60),
    subTitle: z.string().trim().min(1).max(400),
    button: z.strictObject({
      text: z.string().trim().min(1).max(40),
      link: z.string().regex(/^(?:\/(?!\/)|https?:\/\/)\S*$/u, 'must start with / or http(s)://'),
    }),
    media: HeroMediaSchema,
    /** The URL-to-video hero form, above the hero's button (which then looks secondary). */
    urlForm: HeroUrlFormSchema.optional(),
    /** The translator banner: one button per language; picking one plays its video with sound. */
    languageVideos: z.array(LanguageVideoSchema).min(2).max(8).optional(),
    /** A heading for the video list, for readers and assistive technology. */
    videoListTitle: z.string().trim().min(1).max(120).optional(),
    videoList: z.array(HeroListVideoSchema).min(2).max(8).optional(),
    /** 'TwoVideo': two side by side; 'Scale': a row whose hovered or focused video grows; 'Row': a plain row. */
    videoListEffect: z.enum(['TwoVideo', 'Scale', 'Row']).optional(),
  })
  .superRefine((hero, context) => {
    const [first] = hero.languageVideos ?? [];
    if (first && (hero.media.kind !== 'video' || hero.media.video.name !== first.video.name))
      context.addIssue({
        code: 'custom',
        path: ['media'],
        message: 'must be the video of the first languageVideos entry (it is what plays before a language is picked)',
      });
    if (hero.videoListEffect === 'TwoVideo' && hero.videoList?.length !== 2)
      context.addIssue({ code: 'custom', path: ['videoList'], message: "must hold exactly two videos with videoListEffect 'TwoVideo'" });
    if ((hero.videoListEffect || hero.videoListTitle) && !hero.videoList)
      context.addIssue({ code: 'custom', path: ['videoList'], message: 'is required when videoListEffect or videoListTitle is given' });
  });
export type FeatureHero = z.infer<typeof FeatureHeroSchema>;

/** One feature page in one language: `content/site/pages/<slug>.<language>.json`. */
export const FeaturePageContentSchema = z.strictObject({
  seo: z.strictObject({ title: z.string().trim().min(1).max(70), description: z.string().trim().min(50).max(200) }),
  hero: FeatureHeroSchema,
  blocks: z.array(FeatureBlockSchema).min(1).max(20),
});
export type FeaturePageContent = z.infer<typeof FeaturePageContentSchema>;
