import { ProductScriptStyleSchema, type ProductScriptStyle } from '@talkreel/contract';

/** The frameworks in the order the options are offered: the chosen one, then the ones after it (wrapping round). */
export const productScriptStyleOrder: readonly ProductScriptStyle[] = ProductScriptStyleSchema.options;

/** How many script options one request writes. */
export const productScriptOptionCount = 3;

/**
 * The three frameworks of one request: the chosen one, then the next ones in
 * the order problem–solution, feature tour, testimonial, offer (after offer
 * comes problem–solution again).
 */
export function pickProductScriptStyles(first: ProductScriptStyle): ProductScriptStyle[] {
  const start = productScriptStyleOrder.indexOf(first);
  return Array.from({ length: productScriptOptionCount }, (_, index) => productScriptStyleOrder[(start + index) % productScriptStyleOrder.length]!);
}
