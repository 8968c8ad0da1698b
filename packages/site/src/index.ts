export { blogLanguages, isBlogLanguage, type BlogLanguage } from './blog/blog-languages.ts';
export type { BlogAuthor, BlogCategory } from './blog/blog-content-schemas.ts';
export type { BlogArticle, BlogContent, BlogCover } from './blog/blog-article.ts';
export { BlogContentError, loadBlogContent, readBlogContent, type BlogContentSource } from './blog/load-blog-content.ts';
export { defaultBlogContentSource } from './blog/default-blog-content-source.ts';
export { articlesPerPage, blogPaths } from './blog/blog-paths.ts';
export { findAuthor } from './blog/find-author.ts';
export { BlogQueryError, parseBlogListQuery, type BlogListQuery } from './blog/parse-blog-list-query.ts';
export { listBlogs } from './blog/list-blogs.ts';
export { escapeHtml } from './html/escape-html.ts';
export { renderArticlePage } from './html/render-article-page.ts';
export { renderListingPage, type BlogListing } from './html/render-listing-page.ts';
export { renderSitemap, renderRobots } from './html/render-sitemap.ts';
export { renderFeed } from './html/render-feed.ts';
export { blogFontsPath, findBlogFontFile, readBlogFontsCss } from './html/blog-fonts.ts';
export { featurePath, featureSlugs, isFeatureSlug, type FeatureSlug } from './features/built-in-features.ts';
export { FeaturePageContentError, loadFeaturePages, type FeaturePages } from './features/load-feature-pages.ts';
export { omitUnmadeVideos } from './features/omit-unmade-videos.ts';
export { PhotoCreditSchema, type PhotoCredit } from './features/photo-credit.ts';
export { defaultFeaturePageSource, siteVideoPath, siteVideoPosterPath, type FeaturePageSource } from './features/feature-page-source.ts';
export {
  getFilledFeaturePage,
  listFeatureSitemapPages,
  renderFeatureNotFound,
  renderFeaturePage,
  type FeaturePageOptions,
} from './html/render-feature-page.ts';
export type { SiteTemplateCard } from './html/site-template-card.ts';
export type { SitemapPage } from './html/render-sitemap.ts';
export { imageVariantWidthsPx } from './html/responsive-image.ts';
