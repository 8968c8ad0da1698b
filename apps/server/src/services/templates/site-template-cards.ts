import type { SiteTemplateCard } from '@talkreel/site';
import type { AppContext } from '../../app-context.ts';
import { summarizeTemplate } from './describe-template.ts';
import type { TemplateLibrary } from './template-library.ts';

/** Templates the site's template block shows at most. */
const maxSiteTemplates = 12;

/**
 * The templates the feature pages' template block shows: the demo list
 * first (the library's order), those with a rendered cover only; read URLs hold a day, longer than a page is cached.
 */
export async function siteTemplateCards(context: AppContext, library: TemplateLibrary): Promise<SiteTemplateCard[]> {
  const cards: SiteTemplateCard[] = [];
  for (const loaded of library.all()) {
    if (cards.length >= maxSiteTemplates) break;
    const summary = await summarizeTemplate(context, library, loaded);
    if (summary.cover_url !== '') cards.push(summary);
  }
  return cards;
}
