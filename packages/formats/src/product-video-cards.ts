import type { TimelineElementInput } from '@talkreel/timeline';
import type { LayoutBox } from './product-video-layout.ts';

/** How a card looks: its colours and weight (panel behind the text, hugging it). */
export interface CardLook {
  color: string;
  backgroundColor: string;
  fontWeight: number;
}

/** The three cards: a dark title over the picture, a yellow price tag, a pink call to action. */
export const cardLooks = {
  title: { color: '#ffffff', backgroundColor: 'rgba(12, 12, 16, 0.62)', fontWeight: 800 },
  price: { color: '#111111', backgroundColor: '#ffd60a', fontWeight: 900 },
  callToAction: { color: '#ffffff', backgroundColor: '#ff2d55', fontWeight: 800 },
} satisfies Record<string, CardLook>;

/** A bold Latin letter is about this wide, in ems; CJK characters count twice. */
const letterEms = 0.58;
/** A card's text never gets smaller than this share of its size, whatever its length. */
const smallestFontShare = 0.5;

/**
 * A text card: the text on a panel of the card's colour, centred in its
 * box, its font made smaller (to half at most) when the text would need
 * more lines than the box has room for.
 */
export function buildCard(
  id: string,
  text: string,
  box: LayoutBox & { fontSizePx: number },
  look: CardLook,
  timeline: { start: number; end: number },
  entrance: 'fade' | 'scale-.5',
  zindex: number,
): TimelineElementInput {
  const lineHeight = 1.2;
  const maxLines = Math.max(1, Math.floor(box.h / (box.fontSizePx * lineHeight)));
  const weight = [...text].reduce(
    (sum, character) => sum + (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(character) ? 2 : 1),
    0,
  );
  const widthEms = (weight * letterEms) / maxLines;
  const fontSizePx = Math.round(Math.max(box.fontSizePx * smallestFontShare, Math.min(box.fontSizePx, (box.w * 0.92) / Math.max(1, widthEms))));
  return {
    id,
    type: 'text',
    x: box.x,
    y: box.y,
    w: box.w,
    h: box.h,
    zindex,
    timeline: { ...timeline, cross: { in: entrance, in_time: 400 } },
    prop: { textInfo: { text, fontSize: fontSizePx, lineHeight, align: 'center', verticalAlign: 'middle', ...look } },
  };
}

/**
 * The scene that says the price: the first whose numbers include the
 * price's (`$1,299.00` is said as "1,299 dollars" or "1299"), else the
 * last but one (the closer's scene is the call to action's). Undefined
 * without a price text.
 */
export function findPriceScene(scenes: readonly string[], priceText: string | undefined): number | undefined {
  if (!priceText?.trim()) return undefined;
  const price = normaliseNumber(priceText.match(/\d[\d.,\u00a0\u202f']*/u)?.[0] ?? '');
  const said = price
    ? scenes.findIndex((scene) => (scene.match(/\d[\d.,\u00a0\u202f']*\d|\d/gu) ?? []).some((number) => normaliseNumber(number) === price))
    : -1;
  if (said !== -1) return said;
  return Math.max(0, scenes.length - 2);
}

/** "1,299.00" and "1.299" and "1 299" all as "1299"; "49,99" and "49.99" as "4999". */
function normaliseNumber(number: string): string {
  return number
    .trim()
    .replace(/[.,]0{1,2}$/u, '')
    .replace(/\D/gu, '');
}

/**
 * The price as a card shows it, with the currency's sign in the language's
 * way (`$49.99`, `49,99 €`, `¥199`): whole amounts without cents. Without a
 * currency, the number alone.
 */
export function formatPriceCardText(price: number, currency: string | null, locale: string): string {
  const digits = Number.isInteger(price) ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
  try {
    return currency
      ? new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits }).format(price)
      : new Intl.NumberFormat(locale, { maximumFractionDigits: 2, ...digits }).format(price);
  } catch {
    return `${price}${currency ? ` ${currency}` : ''}`;
  }
}
