import type { ProductRecord, saveProductRoute } from '@talkreel/contract';
import type { z } from 'zod';
import { selectedMediaOf, type MediaBoard } from './media-board.ts';

export type SaveProductRequest = z.input<NonNullable<(typeof saveProductRoute)['body']>>;

/** The contract's limits of the editable texts (the inputs stop there). */
export const PRODUCT_TEXT_LIMITS = { title: 200, introText: 5_000, targetAudience: 500 } as const;
const MAX_PRICE = 1e9;
const CURRENCY_PATTERN = /^[A-Z]{3}$/u;

/** The product form's fields as typed: the price as text, so that '12.' can be typed on the way to '12.5'. */
export interface ProductDetails {
  title: string;
  introText: string;
  targetAudience: string;
  price: string;
  currency: string;
}

export type ProductDetailsProblem = 'price' | 'currency';

export function productDetailsOf(record: Pick<ProductRecord, 'title' | 'intro_text' | 'target_audience' | 'price' | 'currency'>): ProductDetails {
  return {
    title: record.title,
    introText: record.intro_text,
    targetAudience: record.target_audience,
    price: record.price === null ? '' : String(record.price),
    currency: record.currency ?? '',
  };
}

/** The price to save: null when left empty, undefined when it is not a price (0 to 1e9, a dot or comma for decimals). */
export function parsePrice(text: string): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d+)?$/u.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= MAX_PRICE ? value : undefined;
}

/** The currency to save: null when left empty, else its three-letter code in capitals (undefined when it is none). */
export function parseCurrency(text: string): string | null | undefined {
  const trimmed = text.trim().toUpperCase();
  if (trimmed === '') return null;
  return CURRENCY_PATTERN.test(trimmed) ? trimmed : undefined;
}

/** Fields that cannot be saved as typed; the texts' lengths are held by the inputs themselves. */
export function productDetailsProblemsOf(details: ProductDetails): ProductDetailsProblem[] {
  const problems: ProductDetailsProblem[] = [];
  if (parsePrice(details.price) === undefined) problems.push('price');
  if (parseCurrency(details.currency) === undefined) problems.push('currency');
  return problems;
}

/**
 * PUT /project/analyze/product's body (site §3 'Product save payload', with
 * the price and currency the contract adds), or null while a field cannot
 * be saved. The chosen media follow the board's order.
 */
export function toSaveProductRequest(record: Pick<ProductRecord, 'id' | 'prj_id'>, details: ProductDetails, board: MediaBoard): SaveProductRequest | null {
  const price = parsePrice(details.price);
  const currency = parseCurrency(details.currency);
  if (price === undefined || currency === undefined) return null;
  return {
    prj_id: record.prj_id,
    id: record.id,
    title: details.title.trim(),
    intro_text: details.introText.trim(),
    target_audience: details.targetAudience.trim(),
    intro_medias: [...board.media],
    select_media: selectedMediaOf(board),
    price,
    currency,
  };
}

/** One comparable text for a save body: two bodies that save the same thing have the same signature. */
export function saveSignatureOf(request: SaveProductRequest): string {
  return JSON.stringify(request);
}
