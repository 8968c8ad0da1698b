import { renderCreditCosts } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { formats, unlistedProjectKinds } from './formats.ts';
import { renderCostOf } from './render-cost-of.ts';

describe('formats', () => {
  it('keys every format by its own stored kind', () => {
    for (const [kind, format] of Object.entries(formats)) expect(format.kind).toBe(kind);
    expect(Object.keys(formats).sort()).toEqual([
      'batch',
      'editor',
      'podcast',
      'podcast_script',
      'product',
      'product_video',
      'site_video',
      'talking_avatar',
      'talking_photo',
      'topic_script',
      'topic_video',
      'video_translation',
      'welcome_clip',
    ]);
  });

  it('renders photos, podcasts and dubbed uploads at 720p, welcome clips at 540p, site videos at 720p and the rest at 1080p', () => {
    expect(Object.fromEntries(Object.values(formats).map((format) => [format.kind, format.renderScale]))).toEqual({
      talking_photo: 2 / 3,
      talking_avatar: 1,
      podcast: 2 / 3,
      topic_video: 1,
      product_video: 1,
      editor: 1,
      welcome_clip: 1 / 2,
      site_video: 2 / 3,
      podcast_script: 1,
      topic_script: 1,
      batch: 1,
      product: 1,
      video_translation: 2 / 3,
    });
  });

  it('leaves scripts, welcome clips, site videos, product records and batches (the batch page lists them) out of My Videos', () => {
    expect([...unlistedProjectKinds].sort()).toEqual(['batch', 'podcast_script', 'product', 'site_video', 'topic_script', 'welcome_clip']);
  });
});

describe('renderCostOf', () => {
  it('charges the sold kinds their contract price whether or not a person is animated, topic and product videos as a talking avatar', () => {
    for (const hasAnimatedPerson of [true, false]) {
      expect(renderCostOf('talking_photo', hasAnimatedPerson)).toEqual({ amount: renderCreditCosts.talking_photo, reason: 'Talking photo video' });
      expect(renderCostOf('talking_avatar', hasAnimatedPerson)).toEqual({ amount: renderCreditCosts.talking_avatar, reason: 'Talking avatar video' });
      expect(renderCostOf('topic_video', hasAnimatedPerson)).toEqual({ amount: renderCreditCosts.talking_avatar, reason: 'Talking avatar video' });
      expect(renderCostOf('product_video', hasAnimatedPerson)).toEqual({ amount: renderCreditCosts.talking_avatar, reason: 'Talking avatar video' });
      expect(renderCostOf('podcast', hasAnimatedPerson)).toEqual({ amount: renderCreditCosts.podcast, reason: 'Podcast video' });
      expect(renderCostOf('batch', hasAnimatedPerson)).toEqual({ amount: renderCreditCosts.batch, reason: 'Batch video' });
    }
  });

  it('charges any other kind a talking photo when it animates a person, and nothing when it does not', () => {
    for (const kind of ['editor', 'welcome_clip', 'site_video', 'podcast_script', 'topic_script'] as const) {
      expect(renderCostOf(kind, true)).toEqual({ amount: renderCreditCosts.talking_photo, reason: 'Talking photo video' });
      expect(renderCostOf(kind, false)).toBeNull();
    }
  });
});
