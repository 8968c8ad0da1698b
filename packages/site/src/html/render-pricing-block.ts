import { PLANS, PlanNameSchema, type PlanName } from '@talkreel/contract';
import type { FeatureBlockOf } from '../features/feature-block-schemas.ts';
import { escapeHtml } from './escape-html.ts';
import { featureTexts } from './feature-texts.ts';
import { renderLink } from './render-link.ts';
import type { FeatureBlockContext } from './feature-block-context.ts';
import { signUpPath } from './app-links.ts';

/** The plan cards' highlighted plan: the first paid one, the usual choice after Free. */
const highlightedPlan: PlanName = 'Starter';

/**
 * Pricing: the contract's plans table (names, monthly credits, script length,
 * watermark, look trials); the content only picks which plans and their order.
 * The contract holds no prices (each installation sets its own), so the cards
 * show none and say why.
 */
export function renderPricingBlock(block: FeatureBlockOf<'pricing'>, { language }: FeatureBlockContext): string {
  const texts = featureTexts[language];
  const format = (value: number) => value.toLocaleString(language === 'en' ? 'en-US' : 'zh-CN');
  const cards = (block.planIds ?? PlanNameSchema.options)
    .map((name) => {
      const plan = PLANS[name];
      const facts = [
        texts.plan.characters(format(plan.characters)),
        texts.plan.watermark(plan.canRemoveWatermark),
        ...(plan.freeLookTrials > 0 ? [texts.plan.lookTrials(format(plan.freeLookTrials))] : []),
      ];
      const isHighlight = name === highlightedPlan;
      return `<li class="plan${isHighlight ? ' is-highlight' : ''}"><h3>${escapeHtml(plan.name)}</h3><p class="plan-credits">${escapeHtml(texts.plan.creditsPerMonth(format(plan.monthlyCredits)))}</p><ul class="plan-facts">${facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>${renderLink(signUpPath, texts.plan.choose(plan.name), isHighlight ? 'button' : 'button secondary')}</li>`;
    })
    .join('');
  const main = block.btnText && block.btnLink ? `<div class="block-actions">${renderLink(block.btnLink, block.btnText, 'button large')}</div>` : '';
  return `<ul class="plans">${cards}</ul><p class="plan-note">${escapeHtml(texts.plan.priceNote)}</p>${main}`;
}
