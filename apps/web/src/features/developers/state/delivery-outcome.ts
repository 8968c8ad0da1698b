import type { WebhookDelivery } from '@talkreel/contract';

/** A delivery as the log shows it: its state and its newest attempt. */
export interface DeliveryOutcome {
  status: WebhookDelivery['status'];
  /** The newest attempt's HTTP status; null before any attempt or when no answer came. */
  statusCode: number | null;
  /** The newest attempt's number; 0 before the first. */
  attempt: number;
  /** When the newest attempt was made, or the delivery was created before any. */
  time: string;
  /** What went wrong at the newest attempt ('' after a 2xx or before any). */
  error: string;
  /** Resend is offered once the series has ended (delivered or failed); the server refuses it while pending. */
  canResend: boolean;
}

export function summarizeDelivery(delivery: WebhookDelivery): DeliveryOutcome {
  const latest = delivery.attempts[0];
  return {
    status: delivery.status,
    statusCode: latest?.status_code ?? null,
    attempt: latest?.attempt ?? 0,
    time: latest?.created_at ?? delivery.created_at,
    error: latest?.error ?? '',
    canResend: delivery.status !== 'pending',
  };
}

/** Whether the log should be read again soon: a delivery is still being tried. */
export function hasPendingDelivery(deliveries: readonly WebhookDelivery[]): boolean {
  return deliveries.some((delivery) => delivery.status === 'pending');
}
