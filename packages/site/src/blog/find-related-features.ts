import { featureSlugs, type FeatureSlug } from '../features/built-in-features.ts';
import type { BlogArticle } from './blog-article.ts';

/** The feature pages an article ends with. */
const relatedFeatureCount = 3;

/**
 * Words (lower case, English) that tie an article to a feature page. Read from
 * the English article, so both languages of an article link the same pages.
 */
const featureKeywords: Record<FeatureSlug, string[]> = {
  'talking-photo': ['talking photo', 'portrait', 'photo of a face'],
  'ai-human-generator': ['look wizard', 'ai human', 'presenter'],
  'talking-avatar': ['talking avatar', 'talking-avatar', 'avatar video'],
  'custom-avatar': ['custom avatar', 'your own avatar', 'avatar from'],
  'avatar-library': ['avatar library', 'avatar gallery', 'gallery', 'public avatars'],
  'ai-voice-cloning': ['voice', 'clone', 'elevenlabs'],
  'text-to-video': ['text to video', 'topic', 'long video'],
  'url-to-video': ['youtube', 'url to video', 'web page'],
  'ai-podcast-generator': ['podcast', 'two-host', 'two hosts'],
  'video-translator': ['translat', 'another language'],
};
/**
 * A word in the title or description says what the article is about; in the
 * body it counts once however often it comes (a body says 'voice' many times
 * in passing).
 */
const headlineWeight = 5;

const countOccurrences = (text: string, word: string) => text.split(word).length - 1;

/**
 * The three feature pages an article is most about, by its keywords in the
 * English title and description and body; ties and articles
 * about none of them (self-hosting, credits) are filled in the spec's feature
 * order, so every article links three.
 */
export function findRelatedFeatures(englishArticle: Pick<BlogArticle, 'title' | 'description' | 'html'>): FeatureSlug[] {
  const headline = `${englishArticle.title} ${englishArticle.description}`.toLowerCase();
  const body = englishArticle.html.replace(/<[^>]*>/gu, ' ').toLowerCase();
  const scores = featureSlugs.map((slug, order) => ({
    slug,
    order,
    score: featureKeywords[slug].reduce((sum, word) => sum + headlineWeight * countOccurrences(headline, word) + (body.includes(word) ? 1 : 0), 0),
  }));
  return scores
    .sort((first, second) => second.score - first.score || first.order - second.order)
    .slice(0, relatedFeatureCount)
    .map(({ slug }) => slug);
}
