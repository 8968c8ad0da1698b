import { describe, expect, it } from 'vitest';
import type { BillingSubscription } from '@talkreel/contract';
import { summarizeSubscription } from './subscription-summary.ts';

const subscription = (changes: Partial<BillingSubscription>): BillingSubscription => ({
  status: 'active',
  plan_item_id: 'pro-monthly',
  current_period_end: '2026-12-14T09:00:00.000Z',
  cancel_at_period_end: false,
  grace_ends_at: null,
  ...changes,
});

describe('summarizeSubscription', () => {
  it('names the renewal date, or the end of a plan set to cancel', () => {
    expect(summarizeSubscription(subscription({}))).toEqual({ kind: 'renews', date: '2026-12-14T09:00:00.000Z', isPaidPlan: true });
    expect(summarizeSubscription(subscription({ cancel_at_period_end: true }))).toEqual({
      kind: 'cancels',
      date: '2026-12-14T09:00:00.000Z',
      isPaidPlan: true,
    });
  });

  it('names the end of the grace after a failed renewal, and nothing once the plan is gone', () => {
    expect(summarizeSubscription(subscription({ status: 'past_due_grace', grace_ends_at: '2026-12-21T09:00:00.000Z' }))).toEqual({
      kind: 'paymentFailed',
      date: '2026-12-21T09:00:00.000Z',
      isPaidPlan: true,
    });
    for (const status of ['lapsed', 'canceled', 'incomplete', 'paused'] as const) {
      expect(summarizeSubscription(subscription({ status, plan_item_id: null }))).toEqual({ kind: status, date: null, isPaidPlan: false });
    }
    expect(summarizeSubscription(null)).toEqual({ kind: 'none', date: null, isPaidPlan: false });
  });
});
