import { describe, expect, test } from 'vitest';
import type { RefundInfo } from '../payment-provider.ts';
import { addMonths } from './add-months.ts';
import { computePurchaseCredits, type Purchase } from './purchase-credits.ts';

const paidAt = new Date('2026-01-10T00:00:00Z');
const day = (days: number) => new Date(paidAt.getTime() + days * 24 * 60 * 60_000);

const pack: Purchase = {
  key: 'checkout:cs_1',
  reason: 'Credit pack (500 credits)',
  amountPaidCents: 6000,
  instalments: [{ idempotencyKey: 'checkout:cs_1', credits: 500, dueAt: paidAt, reason: 'Credit pack (500 credits)' }],
  stopsAt: null,
};

/** A yearly plan of 100 credits a month for 120.00. */
const yearly: Purchase = {
  key: 'invoice:in_1',
  reason: 'Starter plan (yearly)',
  amountPaidCents: 12000,
  instalments: Array.from({ length: 12 }, (_, index) => ({
    idempotencyKey: `invoice:in_1:m${index + 1}`,
    credits: 100,
    dueAt: addMonths(paidAt, index),
    reason: `month ${index + 1}`,
  })),
  stopsAt: null,
};

function refund(id: string, amountCents: number, createdAt: Date, status: RefundInfo['status'] = 'succeeded'): RefundInfo {
  return { id, amountCents, currency: 'usd', status, createdAt, chargeId: 'ch_1', paymentIntentId: 'pi_1', invoiceId: null };
}

describe('computePurchaseCredits', () => {
  test('a pack: all its credits at payment, nothing before', () => {
    expect(computePurchaseCredits(pack, [], day(-1)).grants).toEqual([]);
    expect(computePurchaseCredits(pack, [], paidAt)).toEqual({
      grants: [{ idempotencyKey: 'checkout:cs_1', credits: 500, reason: 'Credit pack (500 credits)', dueAt: paidAt }],
      clawbacks: [],
      nextDueAt: null,
    });
  });

  test('refunds take back in proportion to the money, rounded so the whole refund takes back everything', () => {
    const refunds = [refund('re_1', 1000, day(1)), refund('re_2', 5000, day(2))];
    const { grants, clawbacks } = computePurchaseCredits(pack, refunds, day(3));
    expect(grants.map((grant) => grant.credits)).toEqual([500]);
    // 10.00 of 60.00 leaves 416.67 credits' worth (416): 84 back; the rest brings it to 0.
    expect(clawbacks).toEqual([
      { idempotencyKey: 'refund:re_1', credits: 84, reason: 'Refund: Credit pack (500 credits)' },
      { idempotencyKey: 'refund:re_2', credits: 416, reason: 'Refund: Credit pack (500 credits)' },
    ]);
  });

  test('failed and cancelled refunds take nothing back', () => {
    const refunds = [refund('re_1', 6000, day(1), 'failed'), refund('re_2', 6000, day(1), 'canceled')];
    expect(computePurchaseCredits(pack, refunds, day(2)).clawbacks).toEqual([]);
  });

  test('a yearly plan: one instalment a month, the next one announced', () => {
    const inApril = computePurchaseCredits(yearly, [], new Date('2026-04-09T00:00:00Z'));
    expect(inApril.grants.map((grant) => grant.idempotencyKey)).toEqual(['invoice:in_1:m1', 'invoice:in_1:m2', 'invoice:in_1:m3']);
    expect(inApril.nextDueAt).toEqual(new Date('2026-04-10T00:00:00Z'));
  });

  test('a yearly plan refunded in full after three months: the three months back, no more to come', () => {
    const { grants, clawbacks, nextDueAt } = computePurchaseCredits(
      yearly,
      [refund('re_1', 12000, new Date('2026-04-01T00:00:00Z'))],
      new Date('2026-09-01T00:00:00Z'),
    );
    expect(grants.map((grant) => grant.credits)).toEqual([100, 100, 100]);
    expect(clawbacks.map((clawback) => clawback.credits)).toEqual([300]);
    expect(nextDueAt).toBeNull();
  });

  test('a yearly plan half refunded after three months: nothing back, the months fill up to half the year', () => {
    const { grants, clawbacks } = computePurchaseCredits(yearly, [refund('re_1', 6000, new Date('2026-04-01T00:00:00Z'))], new Date('2027-06-01T00:00:00Z'));
    expect(grants.map((grant) => grant.credits)).toEqual([100, 100, 100, 100, 100, 100]);
    expect(clawbacks).toEqual([]);
  });

  test('a yearly plan whose subscription ended early: no month after the end comes due', () => {
    const { grants, nextDueAt } = computePurchaseCredits({ ...yearly, stopsAt: new Date('2026-03-01T00:00:00Z') }, [], new Date('2026-12-01T00:00:00Z'));
    expect(grants.map((grant) => grant.idempotencyKey)).toEqual(['invoice:in_1:m1', 'invoice:in_1:m2']);
    expect(nextDueAt).toBeNull();
  });

  test('every amount is fixed once due: syncing later, after more refunds, changes no earlier entry', () => {
    const early = computePurchaseCredits(yearly, [refund('re_1', 3000, new Date('2026-02-20T00:00:00Z'))], new Date('2026-03-15T00:00:00Z'));
    const refunds = [refund('re_1', 3000, new Date('2026-02-20T00:00:00Z')), refund('re_2', 9000, new Date('2026-05-01T00:00:00Z'))];
    const late = computePurchaseCredits(yearly, refunds, new Date('2027-03-15T00:00:00Z'));
    expect(late.grants.slice(0, early.grants.length)).toEqual(early.grants);
    expect(late.clawbacks.slice(0, early.clawbacks.length)).toEqual(early.clawbacks);
    // Held after everything: nothing (the whole year refunded).
    const granted = late.grants.reduce((sum, grant) => sum + grant.credits, 0);
    const clawed = late.clawbacks.reduce((sum, clawback) => sum + clawback.credits, 0);
    expect(granted - clawed).toBe(0);
  });
});
