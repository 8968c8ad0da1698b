/**
 * The site's demo list (site-spec §1: 'The demo list defaults to nine named
 * templates'; the spec does not name them): one per kind of business post,
 * as content/templates/README.md lists them. The site's template block and
 * the gallery's first page show these first.
 */
export const demoTemplateNames = [
  'Product Launch',
  'Flash Sale',
  'How-To in 3 Steps',
  'Company Announcement',
  'Customer Review',
  'Podcast with Host',
  'Just Listed',
  'Recipe Reel',
  'News Anchor',
] as const;
