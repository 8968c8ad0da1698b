import type { ProductScriptStyle } from '@talkreel/contract';
import type { ScriptLanguage } from '../language/script-language.ts';

const englishTitles: Record<ProductScriptStyle, string> = {
  problem_solution: 'Problem → solution',
  feature_tour: 'Feature tour',
  testimonial: 'Testimonial',
  offer: 'Offer',
};

const chineseTitles: Record<ProductScriptStyle, string> = {
  problem_solution: '痛点 → 方案',
  feature_tour: '功能介绍',
  testimonial: '用户口碑',
  offer: '限时优惠',
};

/** A framework's name as the page shows it over the script: in Simplified Chinese for a script in it, else in English (the page may show its own label by `style`). */
export function titleProductScript(style: ProductScriptStyle, language: ScriptLanguage): string {
  return language.phrasing === 'simplified-chinese' ? chineseTitles[style] : englishTitles[style];
}
