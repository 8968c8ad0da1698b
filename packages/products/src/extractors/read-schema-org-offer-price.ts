import { parsePrice } from '../price/parse-price.ts';
import { followReference, isSchemaOrgNode, readNodeText, readNodeTypes, toList, type SchemaOrgNode } from './schema-org-node.ts';

/** The price of an item's offers: what a buyer pays, in which currency, and the regular price beside it. */
export interface OfferPrice {
  price: number;
  currency?: string;
  regularPrice?: number;
}

/** `priceType` values that name a former or recommended price, not the one paid. */
const regularPriceTypePattern = /strikethrough|listprice|msrp|srp|regular|original/iu;

/**
 * The price from `offers` (an Offer, an AggregateOffer, a list, references):
 * an AggregateOffer's `lowPrice`, an Offer's `price` or its
 * `priceSpecification`. Where several offers have prices, the lowest in the
 * first priced offer's currency: the "from" price of a product sold in
 * variants. Prices of 0 and unreadable prices (`{}`) are no price.
 */
export function readOfferPrice(offers: unknown, index: ReadonlyMap<string, SchemaOrgNode>): OfferPrice | undefined {
  const prices = collectOfferPrices(offers, index, 0);
  const first = prices[0];
  if (!first) return undefined;
  const sameCurrency = prices.filter((candidate) => candidate.currency === first.currency);
  const lowest = sameCurrency.reduce((low, candidate) => (candidate.price < low.price ? candidate : low), first);
  const regularPrice = lowest.regularPrice ?? first.regularPrice;
  return {
    price: lowest.price,
    ...(lowest.currency ? { currency: lowest.currency } : {}),
    ...(regularPrice !== undefined && regularPrice > lowest.price ? { regularPrice } : {}),
  };
}

function collectOfferPrices(offers: unknown, index: ReadonlyMap<string, SchemaOrgNode>, depth: number): OfferPrice[] {
  if (depth > 4) return [];
  return toList(offers).flatMap((item): OfferPrice[] => {
    const offer = followReference(item, index);
    if (!isSchemaOrgNode(offer)) return [];
    const currency = readCurrency(offer.priceCurrency, index) ?? readWrittenCurrency(offer.price ?? offer.lowPrice);
    if (readNodeTypes(offer).includes('AggregateOffer')) {
      const low = readPriceValue(offer.lowPrice ?? offer.price, currency);
      return low === undefined ? collectOfferPrices(offer.offers, index, depth + 1) : [withCurrency(low, currency)];
    }
    return readOffer(offer, currency, index);
  });
}

function readOffer(offer: SchemaOrgNode, offerCurrency: string | undefined, index: ReadonlyMap<string, SchemaOrgNode>): OfferPrice[] {
  let price = readPriceValue(offer.price, offerCurrency);
  let currency = offerCurrency;
  let regularPrice: number | undefined;
  for (const item of toList(offer.priceSpecification)) {
    const specification = followReference(item, index);
    if (!isSchemaOrgNode(specification)) continue;
    const specificationCurrency = readCurrency(specification.priceCurrency, index) ?? offerCurrency;
    const specificationPrice = readPriceValue(specification.price ?? specification.minPrice, specificationCurrency);
    if (specificationPrice === undefined) continue;
    if (regularPriceTypePattern.test(readNodeText(specification.priceType, index, 'plain') ?? '')) regularPrice = specificationPrice;
    else if (price === undefined) {
      price = specificationPrice;
      currency = specificationCurrency;
    }
  }
  if (price === undefined) return [];
  return [{ ...withCurrency(price, currency), ...(regularPrice === undefined ? {} : { regularPrice }) }];
}

function withCurrency(price: number, currency: string | undefined): OfferPrice {
  return currency ? { price, currency } : { price };
}

/**
 * schema.org asks for a plain number with `.` as the decimal mark (`1250`,
 * `"55.00"`); anything else (`"1.234,56"`, `"$55"`) goes through the price
 * parser.
 */
export function readPriceValue(value: unknown, currency: string | undefined): number | undefined {
  const first = toList(value)[0];
  let amount: number | null = null;
  if (typeof first === 'number') amount = first;
  else if (typeof first === 'string') {
    const trimmed = first.trim();
    amount = /^\d+(?:\.\d+)?$/u.test(trimmed) ? Number(trimmed) : parsePrice(trimmed, { currencyHint: currency ?? null }).amount;
  } else if (isSchemaOrgNode(first)) return readPriceValue(first['@value'] ?? first.value, currency);
  return amount !== null && Number.isFinite(amount) && amount > 0 ? amount : undefined;
}

/** The currency written into a price that is not a plain number (`"1.299,00 €"`), for offers without `priceCurrency`. */
function readWrittenCurrency(value: unknown): string | undefined {
  const first = toList(value)[0];
  return typeof first === 'string' ? (parsePrice(first).currency ?? undefined) : undefined;
}

/** An ISO code from `USD`, `usd`, `$`, `€`. */
export function readCurrency(value: unknown, index: ReadonlyMap<string, SchemaOrgNode>): string | undefined {
  const text = readNodeText(value, index, 'plain')?.trim();
  if (!text) return undefined;
  if (/^[A-Za-z]{3}$/u.test(text)) return text.toUpperCase();
  return parsePrice(null, { currencyHint: text }).currency ?? undefined;
}
