import { PlanNameSchema } from '@talkreel/contract';
import { z } from 'zod';

const text = (maxLength: number) => z.string().trim().min(1).max(maxLength);
/** An app or site path (`/talking-photo`, `/features/x/`) or an http(s) address; never `javascript:`. */
const LinkSchema = z.string().regex(/^(?:\/(?!\/)|https?:\/\/)\S*$/u, 'must start with / or http(s)://');

/** A PNG from `docs/screenshots` (the product's own screens; no stock media), served at `/site/media/<file>`. */
export const SiteImageSchema = z.strictObject({
  file: z.string().regex(/^[a-z0-9-]+\.png$/u, 'must be a PNG name from docs/screenshots'),
  alt: text(200),
});
export type SiteImage = z.infer<typeof SiteImageSchema>;

/**
 * A video made by Talkreel's own engines (spec: video.url / cover.url): the
 * workspace `content/site/videos/<name>.json`, rendered on first start and
 * cached, served at `/site/videos/<name>.mp4` with its poster at
 * `/site/videos/<name>.jpg` (see `siteVideoPath`).
 */
export const SiteVideoSchema = z.strictObject({
  name: z.string().regex(/^[a-z0-9-]+$/u, 'must be the name of a workspace in content/site/videos'),
  alt: text(200),
});
export type SiteVideo = z.infer<typeof SiteVideoSchema>;

/** Spec 'Step or tab item': title, desc, label, icon, videoData; here the media is a screenshot or a video. */
export const StepItemSchema = z
  .strictObject({
    title: text(120),
    desc: text(600),
    label: text(40).optional(),
    icon: z.string().max(40).optional(),
    image: SiteImageSchema.optional(),
    video: SiteVideoSchema.optional(),
  })
  .refine((step) => !(step.image && step.video), { message: 'gives an image or a video, not both (a step shows one)', path: ['video'] });

/** Spec 'Explore feature item': name, description, path, cover.url. */
export const ExploreFeatureItemSchema = z.strictObject({
  name: text(80),
  description: text(300),
  path: LinkSchema,
  cover: SiteImageSchema.optional(),
});
export type ExploreFeatureItem = z.infer<typeof ExploreFeatureItemSchema>;

/** Spec 'FAQ item': title, content. */
export const FaqItemSchema = z.strictObject({ title: text(200), content: text(2000) });

/**
 * Spec 'Testimonial': text, desc, name, avatar, alt, star. `isExample` must be
 * said outright: an operator replaces examples with real, consented reviews.
 */
export const TestimonialSchema = z.strictObject({
  text: text(200),
  desc: text(1000),
  name: text(80),
  avatar: SiteImageSchema.optional(),
  alt: z.string().max(200).optional(),
  star: z.number().int().min(1).max(5),
  isExample: z.boolean(),
});

const ListItemSchema = z.strictObject({ title: text(120), desc: text(600), icon: z.string().max(40).optional(), image: SiteImageSchema.optional() });
/** A home-tree node: a list item that may carry the video it plays when selected. */
const UseCaseNodeSchema = ListItemSchema.extend({ video: SiteVideoSchema.optional() });
const CardSchema = z.strictObject({
  img: SiteImageSchema.optional(),
  title: text(120),
  description: text(600),
  btnText: text(40).optional(),
  btnLink: LinkSchema.optional(),
});
/** A number statistic. `title` is the number, usually a `{{fact}}` placeholder filled at render time. */
const NumberItemSchema = z.strictObject({
  title: text(40),
  subTitle: text(120),
  prefix: z.string().max(8).optional(),
  unit: z.string().max(16).optional(),
  isIncrease: z.boolean().optional(),
  description: z.string().max(300).optional(),
  btnText: text(40).optional(),
  btnLink: LinkSchema.optional(),
});
const DemoVideoSchema = z.strictObject({ video: SiteVideoSchema, extraInfo: text(40), extraInfo2: z.string().max(80).optional() });

/** Fields most sections share (spec 'Section data'). */
const heading = {
  tag: text(40).optional(),
  title: text(160),
  subTitle: z.string().trim().max(400).optional(),
};
const button = { btnText: text(40).optional(), btnLink: LinkSchema.optional() };

const block = <Kind extends string, Shape extends z.ZodRawShape>(kind: Kind, shape: Shape) => z.strictObject({ kind: z.literal(kind), ...heading, ...shape });

/** The spec's block kinds (site-spec §2), in the order the spec lists them. */
export const FeatureBlockSchemas = [
  block('why-choose', { list: z.array(ListItemSchema).min(2).max(8) }),
  block('use-case', { list: z.array(UseCaseNodeSchema).min(1).max(12) }),
  block('about-feature', { desc: text(1200), image: SiteImageSchema.optional(), ...button }),
  block('usp-section', { list: z.array(CardSchema).min(1).max(12), ...button }),
  block('how-to', {
    type: z.enum(['style_1', 'style_2', 'style_3', 'style_4']).default('style_1'),
    steps: z.array(StepItemSchema).min(1).max(6),
    ...button,
  }),
  /**
   * The catalogue's templates when the page is given them (renderFeaturePage's
   * `templates`); otherwise each `templateNames` entry, 'name$9:16', names a
   * site video (content/site/videos/<name>.json) and its frame, whose poster
   * stands in and links to the app's /templates. `captions` (one per entry, in
   * the page's language) name those cards.
   */
  block('template-list-with-content', {
    templateNames: z
      .array(z.string().regex(/^[a-z0-9-]+\$(?:9:16|16:9|1:1)$/u, "must be 'name$9:16', 'name$16:9' or 'name$1:1' with a site video's name"))
      .min(1)
      .max(12),
    captions: z.array(text(80)).max(12).optional(),
    ...button,
  }).refine((value) => !value.captions || value.captions.length === value.templateNames.length, {
    message: 'must have one caption per template name',
    path: ['captions'],
  }),
  block('explore-more-feature-list', { type: z.enum(['style_2', 'carousel']).default('carousel'), featureList: z.array(ExploreFeatureItemSchema).min(1) }),
  block('faq-list', { list: z.array(FaqItemSchema).min(1).max(30) }),
  block('social-proof', {
    userComment: z.strictObject({
      title: text(160),
      content: text(1000),
      userName: text(80),
      userPosition: z.string().max(80).optional(),
      avatar: SiteImageSchema.optional(),
      isExample: z.boolean(),
    }),
    numList: z.array(NumberItemSchema).max(6).default([]),
  }),
  block('testimonial', { list: z.array(TestimonialSchema).min(1).max(8), ...button }),
  block('swiper-with-list', { list: z.array(ListItemSchema).min(1).max(8), videoList: z.array(DemoVideoSchema).max(12).default([]) }),
  /** Plans come from the contract's plans table; content only picks which and in what order. */
  block('pricing', { planIds: z.array(PlanNameSchema).min(1).max(4).optional(), ...button }),
  block('data-display', { numList: z.array(NumberItemSchema).min(1).max(6) }),
  block('demo-section', { videoList: z.array(DemoVideoSchema).min(1).max(24) }),
  block('explore-more-features', {
    featureList: z.array(ExploreFeatureItemSchema).max(20).default([]),
    /** Comma-separated names: those come first, in that order; the rest keep theirs. */
    defaultListSort: z.string().max(600).default(''),
  }),
  block('title-component', { titleMaxWidth: z.number().int().min(200).max(1200).optional(), subTitleMaxWidth: z.number().int().min(200).max(1200).optional() }),
  block('pricing-compare', {
    header: z
      .array(
        z.strictObject({
          id: text(40),
          title: text(80),
          price: z.string().max(20).optional(),
          priceUnit: z.string().max(20).optional(),
          description: z.string().max(300).optional(),
          ...button,
          isHighlight: z.boolean().default(false),
        }),
      )
      .length(2),
    compareList: z
      .array(z.strictObject({ feature: text(200), firstColumn: z.string().max(200), secondColumn: z.string().max(200), isTitle: z.boolean().default(false) }))
      .min(1),
  }),
  block('final-cta', { image: SiteImageSchema.optional(), ...button }),
] as const;

export const FeatureBlockSchema = z.discriminatedUnion('kind', FeatureBlockSchemas);
export type FeatureBlock = z.infer<typeof FeatureBlockSchema>;
export type FeatureBlockKind = FeatureBlock['kind'];
export type FeatureBlockOf<Kind extends FeatureBlockKind> = Extract<FeatureBlock, { kind: Kind }>;

/** Every kind the spec names, from the schemas themselves. */
export const featureBlockKinds = FeatureBlockSchemas.map((schema) => schema.shape.kind.value);
