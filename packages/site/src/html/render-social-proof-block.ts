import type { FeatureBlockOf } from '../features/feature-block-schemas.ts';
import { escapeHtml } from './escape-html.ts';
import { featureTexts } from './feature-texts.ts';
import { renderNumberList } from './render-number-list.ts';
import type { FeatureBlockContext } from './feature-block-context.ts';
import { renderSiteImage, reviewAvatarSizes } from './render-site-image.ts';

/** Social proof: one user's comment as a quote (marked when it is an example) beside the product's numbers. */
export function renderSocialProofBlock(block: FeatureBlockOf<'social-proof'>, { language, media }: FeatureBlockContext): string {
  const comment = block.userComment;
  const avatar = comment.avatar
    ? renderSiteImage(comment.avatar, media, { className: 'review-avatar', sizes: reviewAvatarSizes })
    : `<span class="review-avatar review-initial" aria-hidden="true">${escapeHtml(Array.from(comment.userName)[0] ?? '')}</span>`;
  const example = comment.isExample ? `<span class="example-mark">${escapeHtml(featureTexts[language].exampleReview)}</span>` : '';
  const quote = `<figure class="proof-quote"><h3>${escapeHtml(comment.title)}</h3><blockquote><p>${escapeHtml(comment.content)}</p></blockquote><figcaption>${avatar}<span class="review-who"><span class="review-name">${escapeHtml(comment.userName)}</span>${comment.userPosition ? `<span class="review-position">${escapeHtml(comment.userPosition)}</span>` : ''}</span>${example}</figcaption></figure>`;
  return `<div class="social-proof${block.numList.length > 0 ? ' has-numbers' : ''}">${quote}${block.numList.length > 0 ? renderNumberList(block.numList, 'numbers compact') : ''}</div>`;
}
