import type { FeatureBlockOf } from '../features/feature-block-schemas.ts';
import { escapeHtml } from './escape-html.ts';
import { featureTexts } from './feature-texts.ts';
import type { FeatureBlockContext } from './feature-block-context.ts';
import { renderPhotoCredit } from './render-photo-credit.ts';
import { renderSiteImage } from './render-site-image.ts';
import { renderSiteVideo } from './render-site-video.ts';

/**
 * Use cases as the 'home tree' (site-spec §2, §4): nodes branching from one
 * trunk beside a stage. Selecting a node shows and plays its video; when it
 * ends the script selects the next node, cycling. Every node's text is in the
 * HTML; without the script the first node's media shows.
 */
export function renderUseCaseBlock(block: FeatureBlockOf<'use-case'>, { language, media, videos, id }: FeatureBlockContext): string {
  const nodes = block.list
    .map(
      (node, index) =>
        `<li role="presentation"><button type="button" role="tab" id="${id}-node-${index}" aria-controls="${id}-stage-${index}" aria-selected="${index === 0}"${index === 0 ? '' : ' tabindex="-1"'}><span class="node-title">${escapeHtml(node.title)}</span><span class="node-desc">${escapeHtml(node.desc)}</span></button></li>`,
    )
    .join('');
  const stages = block.list
    .map((node, index) => {
      const visual = node.video
        ? `${renderSiteVideo(node.video, videos, { hasControls: false })}${renderPhotoCredit(node.video.name, videos, language)}`
        : node.image
          ? renderSiteImage(node.image, media, { className: 'shot' })
          : `<p class="stage-text">${escapeHtml(node.desc)}</p>`;
      // A landscape video fills the stage's width; a portrait one is as tall as the stage allows.
      const size = node.video ? videos.get(node.video.name) : undefined;
      const className = size && size.widthPx > size.heightPx ? 'tree-stage-item is-landscape' : 'tree-stage-item';
      return `<div role="tabpanel" class="${className}" id="${id}-stage-${index}" aria-labelledby="${id}-node-${index}"${index === 0 ? '' : ' hidden'}>${visual}</div>`;
    })
    .join('');
  return `<div class="use-tree" data-video-tabs="tree"><ol class="tree-nodes" role="tablist" aria-label="${escapeHtml(featureTexts[language].useCases)}">${nodes}</ol><div class="tree-stage">${stages}</div></div>`;
}
