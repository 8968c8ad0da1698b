import { z } from 'zod';

/** An article's or author's address part: lowercase letters, digits and single hyphens. */
const UrlPartSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/u, 'is lowercase letters, digits and hyphens (e.g. how-to-make-a-talking-photo)')
  .max(120, 'is at most 120 characters');

/** A calendar date as written in front matter; checked to be a real day. */
const DateSchema = z
  .string({ error: 'is a date written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/u, 'is a date written YYYY-MM-DD')
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), 'is not a real date');

const TextByLanguageSchema = z.object({ en: z.string().trim().min(1), 'zh-cn': z.string().trim().min(1) }, { error: 'has an "en" and a "zh-cn" text' });

/** One entry of `authors.json`. */
export const BlogAuthorSchema = z.strictObject({
  url: UrlPartSchema,
  name: z.string().trim().min(1).max(80),
  bio: TextByLanguageSchema,
});
export type BlogAuthor = z.infer<typeof BlogAuthorSchema>;

/** One entry of `categories.json`; `style` names the chip colour. */
export const BlogCategorySchema = z.strictObject({
  id: z.number().int().positive(),
  url: UrlPartSchema,
  name: TextByLanguageSchema,
  style: z.enum(['violet', 'coral', 'teal', 'blue', 'amber', 'green'], { error: 'is one of violet, coral, teal, blue, amber, green' }),
});
export type BlogCategory = z.infer<typeof BlogCategorySchema>;

/** The YAML front matter of `articles/<url>.<language>.md`. */
export const BlogFrontMatterSchema = z.strictObject({
  title: z.string().trim().min(1).max(150),
  url: UrlPartSchema,
  description: z.string().trim().min(1).max(200, 'is at most 200 characters'),
  categories: z.array(UrlPartSchema).min(1, 'names at least one category'),
  author: UrlPartSchema,
  createdAt: DateSchema,
  updatedAt: DateSchema,
  sort: z.number().int(),
  isShow: z.boolean(),
  source: z.string().trim().min(1).max(200),
  cover: z.string().regex(/^[a-z0-9][a-z0-9-]*\.png$/u, 'is a PNG file name in docs/screenshots (e.g. podcast-editor.png)'),
  related: z.array(UrlPartSchema).default([]),
});
export type BlogFrontMatter = z.infer<typeof BlogFrontMatterSchema>;
