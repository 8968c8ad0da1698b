import { priceDigitsPattern } from '../language/spoken-price.ts';
import type { ProductFacts } from '../script-types.ts';
import { speakProductName } from './spoken-product-name.ts';

/** Case, spacing and quotes aside: "Aurora  LED lamp" says "Aurora LED Lamp". */
function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[“”„"«»「」『』]/gu, '"')
    .replace(/\s+/gu, ' ');
}

/**
 * What a script leaves unsaid of what every product script must say: the
 * product's name (as said, or its whole title) and, when it has one, its
 * price (its digits, however grouped). Empty when it says both.
 */
export function findUnsaidProductFacts(script: string, product: Pick<ProductFacts, 'title' | 'price'>): ('name' | 'price')[] {
  const text = normalise(script);
  const unsaid: ('name' | 'price')[] = [];
  const names = [speakProductName(product.title), product.title].map(normalise);
  if (!names.some((name) => text.includes(name))) unsaid.push('name');
  const price = priceDigitsPattern(product.price);
  if (price && !price.test(text)) unsaid.push('price');
  return unsaid;
}
