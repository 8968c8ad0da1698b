/** The blog's languages: English at `/blog/...`, Simplified Chinese at `/zh-cn/blog/...`; every article exists in both. */
export const blogLanguages = ['en', 'zh-cn'] as const;
export type BlogLanguage = (typeof blogLanguages)[number];

export function isBlogLanguage(value: string): value is BlogLanguage {
  return (blogLanguages as readonly string[]).includes(value);
}
