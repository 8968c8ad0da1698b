import type { ProductFactsFields, ProductImage, ProductVideo } from '../product-facts.ts';
import { readOfferPrice, type OfferPrice } from './read-schema-org-offer-price.ts';
import {
  followReference,
  indexNodesById,
  isSchemaOrgNode,
  readNodeText,
  readNodeTypes,
  readNodeUrl,
  readPixelSize,
  toList,
  type SchemaOrgNode,
  type SchemaOrgTextFormat,
} from './schema-org-node.ts';

/** schema.org Product and the subtypes shops use. */
const productTypes = new Set([
  'Product',
  'ProductGroup',
  'ProductModel',
  'IndividualProduct',
  'SomeProducts',
  'Vehicle',
  'Car',
  'Motorcycle',
  'MotorizedBicycle',
  'BusOrCoach',
  'DietarySupplement',
]);
const genericProductTypes = new Set(['Product', 'ProductGroup', 'ProductModel', 'IndividualProduct', 'SomeProducts']);
const offerTypes = new Set(['Offer', 'AggregateOffer']);

interface ProductCandidate {
  node: SchemaOrgNode;
  /** The Offer that holds the product as `itemOffered`, when the page offers it that way round. */
  offer?: SchemaOrgNode;
}

/**
 * The page's product from schema.org items (JSON-LD values, or the items the
 * microdata and RDFa readers build): the first Product (or subtype) that is
 * not itself a property of another product (a variant, an accessory, a
 * related product), with a name where one has it. `@graph`, arrays, `@id`
 * references and products offered through `Offer.itemOffered` are followed.
 * Undefined when there is no product.
 */
export function readSchemaOrgProduct(values: readonly unknown[], baseUrl: string, format: SchemaOrgTextFormat): ProductFactsFields | undefined {
  const index = indexNodesById(values);
  const candidates = findProductCandidates(values);
  const readText = (value: unknown): string | undefined => readNodeText(value, index, format);
  const readLine = (value: unknown): string | undefined => readText(value)?.replace(/\s+/gu, ' ');
  const chosen = candidates.find(({ node }) => readText(node.name)) ?? candidates[0];
  if (!chosen) return undefined;
  const { node } = chosen;
  const variants = toList(node.hasVariant)
    .map((variant) => followReference(variant, index))
    .filter(isSchemaOrgNode);
  const price = readProductPrice(chosen, variants, index);
  const title = readLine(node.name);
  const description = readText(node.description);
  const brand = readLine(node.brand);
  // A specific type (Car, DietarySupplement) says what the product is when no category does.
  const category = readLine(node.category) ?? readNodeTypes(node).find((type) => productTypes.has(type) && !genericProductTypes.has(type));
  const keywords = toList(node.keywords)
    .flatMap((item) => (readLine(item) ?? '').split(','))
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  return {
    isProduct: true,
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...(brand ? { brand } : {}),
    ...(category ? { category } : {}),
    ...(keywords.length > 0 ? { keywords } : {}),
    ...(price ? { price: price.price, ...(price.currency ? { currency: price.currency } : {}) } : {}),
    ...(price?.regularPrice === undefined ? {} : { regularPrice: price.regularPrice }),
    images: [node, ...variants].flatMap((item) => readImages(item.image, index, baseUrl)),
    videos: [...toList(node.video), ...toList(node.subjectOf)].flatMap((item) => readVideo(followReference(item, index), baseUrl)),
  };
}

function findProductCandidates(values: readonly unknown[]): ProductCandidate[] {
  const candidates: ProductCandidate[] = [];
  const visit = (value: unknown, isInsideProduct: boolean, offer: SchemaOrgNode | undefined, depth: number): void => {
    if (depth > 32) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, isInsideProduct, offer, depth + 1);
      return;
    }
    if (!isSchemaOrgNode(value)) return;
    const types = readNodeTypes(value);
    const isProduct = types.some((type) => productTypes.has(type));
    const isOffer = types.some((type) => offerTypes.has(type));
    if (isProduct && !isInsideProduct) candidates.push(offer ? { node: value, offer } : { node: value });
    for (const [property, child] of Object.entries(value)) {
      if (property === '@context') continue;
      visit(child, isInsideProduct || isProduct, isOffer && property === 'itemOffered' ? value : undefined, depth + 1);
    }
  };
  for (const value of values) visit(value, false, undefined, 0);
  return candidates;
}

/** The product's own offers, else the Offer that offers it, else (a ProductGroup) its variants' lowest. */
function readProductPrice(candidate: ProductCandidate, variants: SchemaOrgNode[], index: ReadonlyMap<string, SchemaOrgNode>): OfferPrice | undefined {
  return (
    readOfferPrice(candidate.node.offers, index) ??
    (candidate.offer ? readOfferPrice(candidate.offer, index) : undefined) ??
    readOfferPrice(
      variants.flatMap((variant) => toList(variant.offers)),
      index,
    )
  );
}

function readImages(value: unknown, index: ReadonlyMap<string, SchemaOrgNode>, baseUrl: string): ProductImage[] {
  return toList(value).flatMap((item): ProductImage[] => {
    const image = followReference(item, index);
    const url = readNodeUrl(image, baseUrl);
    if (!url) return [];
    const width = isSchemaOrgNode(image) ? readPixelSize(image.width) : undefined;
    const height = isSchemaOrgNode(image) ? readPixelSize(image.height) : undefined;
    return [{ url, ...(width ? { width } : {}), ...(height ? { height } : {}) }];
  });
}

/** A VideoObject's file (`contentUrl`); an `embedUrl` is a player page, not a video to cut. */
function readVideo(value: unknown, baseUrl: string): ProductVideo[] {
  if (!isSchemaOrgNode(value) || !readNodeTypes(value).includes('VideoObject')) return [];
  const contentUrl = toList(value.contentUrl)[0];
  const url = typeof contentUrl === 'string' ? readNodeUrl(contentUrl, baseUrl) : undefined;
  if (!url) return [];
  const width = readPixelSize(value.width);
  const height = readPixelSize(value.height);
  const format = toList(value.encodingFormat)[0];
  return [
    {
      url,
      ...(width ? { width } : {}),
      ...(height ? { height } : {}),
      ...(typeof format === 'string' && format.includes('/') ? { contentType: format } : {}),
    },
  ];
}
