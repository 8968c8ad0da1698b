/** Who a kind of product is for, found by the words that name the kind (English, and the stems of a few other languages). */
interface AudienceRule {
  words: RegExp;
  audience: string;
}

/** In order: the first rule whose words appear in the product's category wins, then in its title or keywords, then in its description. */
const audienceRules: readonly AudienceRule[] = [
  {
    words: /\b(?:pets?|dogs?|puppy|puppies|cats?|kittens?|flea|aquarium|mascotas?|perros?|gatos?)\b/iu,
    audience: 'Pet owners who want to keep their dogs and cats healthy and happy',
  },
  { words: /\b(?:baby|babies|infants?|toddlers?|newborn|nursery|diapers?|bebés?)\b/iu, audience: 'Parents of babies and toddlers' },
  { words: /\b(?:kids?|children|child's|toys?|juguetes?|niños)\b/iu, audience: 'Parents and gift-givers shopping for children' },
  { words: /\b(?:skincare|skin care|serum|moisturi[sz]er|makeup|cosmetics?|lipstick|mascara|beauty)\b/iu, audience: 'Beauty and skincare enthusiasts' },
  { words: /\b(?:wine|beer|whisky|whiskey|spirits|champagne|vino)\b/iu, audience: 'Adult wine and spirits lovers' },
  { words: /\b(?:coffee|espresso|tea|snacks?|chocolate|gourmet)\b/iu, audience: 'Food and coffee lovers who enjoy quality at home' },
  { words: /\b(?:supplements?|vitamins?|protein|fitness|gym|yoga|workout|dumbbells?)\b/iu, audience: 'People who work out and look after their health' },
  { words: /\b(?:bikes?|bicycles?|cycling|running|hiking|camping|outdoor|fishing|golf|tennis|ski)\b/iu, audience: 'Outdoor and sports enthusiasts' },
  { words: /\b(?:cars?|vehicles?|automotive|motorcycles?|tires|tyres)\b/iu, audience: 'Drivers and car enthusiasts' },
  {
    words:
      /\b(?:smartphones?|phones?|laptops?|tablets?|headphones|earbuds|monitors?|cameras?|electronics|chargers?|batter(?:y|ies)|gaming|tvs?|televisions?)\b/iu,
    audience: 'Tech-savvy shoppers who want reliable gadgets',
  },
  { words: /\b(?:software|app|saas|subscription|crm|module)\b/iu, audience: 'Businesses and professionals looking for better tools' },
  { words: /\b(?:workbench|bench tops?|industrial|warehouse|tools?|drills?|hardware|shelving)\b/iu, audience: 'Workshops, tradespeople and DIY enthusiasts' },
  {
    words: /\b(?:sinks?|faucets?|microwaves?|cookware|kitchen|pans?|knives|appliances?|blenders?|plates|dinnerware|canape)\b/iu,
    audience: 'Home cooks and homeowners upgrading their kitchen',
  },
  {
    words:
      /\b(?:lamps?|lights?|lighting|sconces?|pendants?|chandeliers?|lanterns?|furniture|sofas?|chairs?|tables?|rugs?|doormats?|mats?|decor|décor|decoraci[oó]n|felpudos?|home|bedding|curtains?|vases?)\b/iu,
    audience: 'Homeowners and renters who love decorating their home',
  },
  { words: /\b(?:garden|plants?|seeds|lawn|patio)\b/iu, audience: 'Home gardeners' },
  {
    words:
      /\b(?:dress(?:es)?|t-shirts?|shirts?|jeans|jackets?|shoes|sneakers|boots|fashion|clothing|apparel|handbags?|jewel(?:le)?ry|rings?|necklaces?|watches)\b/iu,
    audience: 'Style-conscious shoppers looking for their next favourite piece',
  },
  { words: /\b(?:books?|novels?|movies?|films?|blu-ray|dvd|music|vinyl)\b/iu, audience: 'Book, film and music fans' },
  { words: /\b(?:office|stationery|notebooks?|pens?|desks?)\b/iu, audience: 'Professionals and students who want an organised workspace' },
];

export interface TargetAudienceInput {
  title?: string;
  description?: string;
  category?: string;
  keywords?: readonly string[];
  brand?: string;
}

/**
 * A short English sentence naming who the product is for: the audience of
 * the kind of product its category names, else its title or keywords, else
 * its description; shoppers interested in the product itself when nothing
 * names a kind.
 */
export function deriveTargetAudience(input: TargetAudienceInput): string {
  const texts = [input.category ?? '', [input.title, ...(input.keywords ?? [])].filter(Boolean).join(' \n '), input.description ?? ''];
  const rule = texts.map((text) => audienceRules.find(({ words }) => words.test(text))).find((found) => found !== undefined);
  if (rule) return `${rule.audience}.`;
  const subject = shortenTitle(input.title ?? '');
  return subject ? `Online shoppers interested in ${subject}.` : 'Online shoppers looking for a product like this one.';
}

/** The title's head, before a separator or about 60 characters, for use inside a sentence. */
function shortenTitle(title: string): string {
  const head = title.split(/\s+[|–—-]\s+|[,(:]/u)[0]?.trim() ?? '';
  if (head.length <= 60) return head;
  const cut = head.slice(0, 60);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trim();
}
