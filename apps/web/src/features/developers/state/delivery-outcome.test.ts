import { describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '@talkreel/contract';
import { hasPendingDelivery, summarizeDelivery } from './delivery-outcome.ts';

const delivery = (status: WebhookDelivery['status'], attempts: WebhookDelivery['attempts']): WebhookDelivery => ({
  id: 'd1',
  event_id: 'msg_1',
  event_type: 'webhook.test',
  status,
  created_at: '2026-03-01T10:00:00.000Z',
  attempts,
});

describe('summarizeDelivery: one line of the delivery log', () => {
  it('shows the newest attempt (the list is newest first) and offers Resend once the series ended', () => {
    const failedThenDelivered = delivery('delivered', [
      { attempt: 2, status_code: 200, response_time_ms: 12, error: '', created_at: '2026-03-01T10:00:05.000Z' },
      { attempt: 1, status_code: 500, response_time_ms: 30, error: 'The endpoint answered 500', created_at: '2026-03-01T10:00:00.500Z' },
    ]);
    expect(summarizeDelivery(failedThenDelivered)).toEqual({
      status: 'delivered',
      statusCode: 200,
      attempt: 2,
      time: '2026-03-01T10:00:05.000Z',
      error: '',
      canResend: true,
    });
  });

  it('a delivery not tried yet: no code, attempt 0, its creation time, no Resend', () => {
    expect(summarizeDelivery(delivery('pending', []))).toEqual({
      status: 'pending',
      statusCode: null,
      attempt: 0,
      time: '2026-03-01T10:00:00.000Z',
      error: '',
      canResend: false,
    });
    expect(hasPendingDelivery([delivery('delivered', []), delivery('pending', [])])).toBe(true);
    expect(hasPendingDelivery([delivery('failed', [])])).toBe(false);
  });
});
