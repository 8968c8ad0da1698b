import type { ProductMediaItem } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { mediaBoardOf } from './media-board.ts';
import { parseCurrency, parsePrice, productDetailsOf, productDetailsProblemsOf, saveSignatureOf, toSaveProductRequest } from './product-details.ts';

const PROJECT_ID = '7d4c2f8e-1b6a-4c3d-9e8f-0a1b2c3d4e5f';
const mug: ProductMediaItem = { url: 'https://files.example/mug.jpg', name: 'mug.jpg', type: 1, clip_id: 0, clip_info: [], w: 800, h: 600 };
const clip: ProductMediaItem = { url: 'https://files.example/clip.mp4', name: 'clip.mp4', type: 2, clip_id: 0, clip_info: [], w: 1080, h: 1920 };
const record = {
  id: 'product-1',
  prj_id: PROJECT_ID,
  title: 'Stoneware mug',
  intro_text: 'Holds 350 ml.',
  target_audience: 'Coffee lovers',
  price: 24.5,
  currency: 'USD',
};

describe('productDetailsOf', () => {
  it('shows the record’s fields, an unknown price and currency as empty', () => {
    expect(productDetailsOf(record)).toEqual({
      title: 'Stoneware mug',
      introText: 'Holds 350 ml.',
      targetAudience: 'Coffee lovers',
      price: '24.5',
      currency: 'USD',
    });
    expect(productDetailsOf({ ...record, price: null, currency: null })).toMatchObject({ price: '', currency: '' });
  });
});

describe('parsePrice and parseCurrency', () => {
  it('reads prices with a dot or a comma, empty as none', () => {
    expect(parsePrice('')).toBeNull();
    expect(parsePrice(' 24.50 ')).toBe(24.5);
    expect(parsePrice('24,5')).toBe(24.5);
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice('-3')).toBeUndefined();
    expect(parsePrice('12.')).toBeUndefined();
    expect(parsePrice('$12')).toBeUndefined();
    expect(parsePrice('2000000000')).toBeUndefined();
  });

  it('reads three-letter currency codes in any case', () => {
    expect(parseCurrency('')).toBeNull();
    expect(parseCurrency(' eur ')).toBe('EUR');
    expect(parseCurrency('US')).toBeUndefined();
    expect(parseCurrency('$')).toBeUndefined();
  });

  it('names the fields that cannot be saved', () => {
    expect(productDetailsProblemsOf(productDetailsOf(record))).toEqual([]);
    expect(productDetailsProblemsOf({ ...productDetailsOf(record), price: 'cheap', currency: 'dollars' })).toEqual(['price', 'currency']);
  });
});

describe('toSaveProductRequest', () => {
  it('saves the trimmed texts, every media and the chosen ones in the board’s order', () => {
    const board = mediaBoardOf({ intro_medias: [mug, clip], select_media: [clip.url, mug.url] });
    const details = { ...productDetailsOf(record), title: '  Stoneware mug, blue ', currency: 'eur' };
    expect(toSaveProductRequest(record, details, board)).toEqual({
      prj_id: PROJECT_ID,
      id: 'product-1',
      title: 'Stoneware mug, blue',
      intro_text: 'Holds 350 ml.',
      target_audience: 'Coffee lovers',
      intro_medias: [clip, mug],
      select_media: [clip.url, mug.url],
      price: 24.5,
      currency: 'EUR',
    });
  });

  it('saves nothing while the price or currency cannot be read', () => {
    const board = mediaBoardOf({ intro_medias: [], select_media: [] });
    expect(toSaveProductRequest(record, { ...productDetailsOf(record), price: 'abc' }, board)).toBeNull();
  });

  it('gives the same signature to bodies that save the same thing', () => {
    const board = mediaBoardOf({ intro_medias: [mug], select_media: [mug.url] });
    const first = toSaveProductRequest(record, productDetailsOf(record), board)!;
    const same = toSaveProductRequest(record, { ...productDetailsOf(record), title: 'Stoneware mug  ' }, board)!;
    const other = toSaveProductRequest(record, { ...productDetailsOf(record), title: 'Mug' }, board)!;
    expect(saveSignatureOf(same)).toBe(saveSignatureOf(first));
    expect(saveSignatureOf(other)).not.toBe(saveSignatureOf(first));
  });
});
