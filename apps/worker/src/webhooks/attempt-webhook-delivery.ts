import type { Transaction } from 'kysely';
import { sendMailJob, type WebhookDeliveryResult } from '@talkreel/jobs';
import { createWebhookSecret, signWebhook, webhookSeriesEnd, type DatabaseSchema, type JobQueue, type Repositories } from '@talkreel/platform';
import type { UrlFetcher } from '@talkreel/sources';
import { webhookAnswerMaxBytes, webhookTimeoutMs } from './create-webhook-fetcher.ts';
import { describeDeliveryError, describeFailedStatus } from './describe-delivery-failure.ts';
import { createEndpointDisabledMail } from './endpoint-disabled-mail.ts';

export interface WebhookDeliveryDependencies {
  repositories: Repositories;
  /** Queues the notice mail in the transaction that turns an endpoint off. */
  queue: Pick<JobQueue, 'enqueue'>;
  fetcher: UrlFetcher;
  /** The clock of signatures, response times and the failure streak; tests pass their own. */
  now: () => Date;
}

/** One run of a delivery task: which delivery, and the job context's parts an attempt uses. */
export interface WebhookAttemptRun {
  deliveryId: string;
  taskId: string;
  signal: AbortSignal;
  /** The final writes, committed with the task's end (`JobContext.completeInTransaction`); `work` answers the task's result. */
  completeInTransaction(work: (trx: Transaction<DatabaseSchema>) => Promise<WebhookDeliveryResult>): Promise<WebhookDeliveryResult>;
}

export type WebhookAttemptOutcome =
  | { kind: 'delivered'; attempt: number }
  /** The attempt failed and its series goes on: the caller throws, and the queue runs it again after the schedule's wait. */
  | { kind: 'retry'; attempt: number; error: string }
  | { kind: 'failed'; attempt: number; endpointDisabled: boolean }
  /** Nothing was sent: the endpoint is gone or off, or this is not the delivery's current series. */
  | { kind: 'skipped' };

const disableReasons = {
  'attempts-spent': 'every attempt to deliver an event failed',
  'failing-too-long': 'every delivery failed for three days',
} as const;

/**
 * One attempt of a webhook delivery: the event's body, signed per Standard
 * Webhooks for this attempt's timestamp, POSTed through the SSRF-safe
 * fetcher, and the answer's status and time logged. A 2xx delivers. Anything
 * else is retried until the series' last attempt, which fails the delivery
 * and, for an endpoint, turns it off and mails its owner, all in the
 * transaction that ends the task. The `webhook-id` is the event's id in every
 * attempt and resend, so receivers can drop repeats.
 */
export async function attemptWebhookDelivery(dependencies: WebhookDeliveryDependencies, run: WebhookAttemptRun): Promise<WebhookAttemptOutcome> {
  const { repositories, now } = dependencies;
  const found = await repositories.webhookDeliveries.findToAttempt(run.deliveryId);
  if (!found || found.delivery.status !== 'pending' || found.delivery.task_id !== run.taskId) return { kind: 'skipped' };
  const { delivery, event, endpoint } = found;
  if (delivery.endpoint_id !== null && (!endpoint || endpoint.disabledAt)) {
    await run.completeInTransaction(async (trx) => {
      await repositories.boundTo(trx).webhookDeliveries.setStatus(delivery.id, 'failed', now());
      return { outcome: 'skipped', attempt: 0 };
    });
    return { kind: 'skipped' };
  }
  const url = endpoint ? endpoint.url : delivery.callback_url!;
  const secret = endpoint ? endpoint.secret : await repositories.webhookCallbacks.getOrCreateSecret(delivery.owner_id, createWebhookSecret);
  const counts = await repositories.webhookDeliveries.countAttempts(delivery.id, run.taskId);
  const attempt = counts.total + 1;

  const body = JSON.stringify({ type: event.type, timestamp: event.createdAt.toISOString(), data: event.data });
  const startedAt = now();
  const signature = signWebhook({ secret, id: event.id, timestampSeconds: Math.floor(startedAt.getTime() / 1000), body });
  let statusCode: number | null = null;
  let error = '';
  try {
    const answer = await dependencies.fetcher.fetch(url, {
      method: 'POST',
      headers: { ...signature, 'content-type': 'application/json' },
      body,
      readAnyResponse: true,
      maxBytes: webhookAnswerMaxBytes,
      signal: run.signal,
    });
    statusCode = answer.status;
    if (statusCode < 200 || statusCode > 299) error = describeFailedStatus(statusCode);
  } catch (caught) {
    // A cancel or a shutdown is the queue's to handle, not a failed attempt.
    if (run.signal.aborted) throw caught;
    error = describeDeliveryError(caught, webhookTimeoutMs);
  }
  const endedAt = now();
  const logged = {
    deliveryId: delivery.id,
    taskId: run.taskId,
    attempt,
    statusCode,
    responseTimeMs: Math.max(0, endedAt.getTime() - startedAt.getTime()),
    error,
  };

  if (!error) {
    await run.completeInTransaction(async (trx) => {
      const bound = repositories.boundTo(trx);
      await bound.webhookDeliveries.recordAttempt(logged);
      await bound.webhookDeliveries.setStatus(delivery.id, 'delivered', endedAt);
      if (endpoint) await bound.webhookEndpoints.recordSuccess(endpoint.id);
      return { outcome: 'delivered', attempt };
    });
    return { kind: 'delivered', attempt };
  }

  const seriesEnd = webhookSeriesEnd({
    attemptInSeries: counts.inSeries + 1,
    failingSince: endpoint ? (endpoint.failingSince ?? endedAt) : null,
    now: endedAt,
  });
  if (!seriesEnd) {
    await repositories.inTransaction(async (bound) => {
      await bound.webhookDeliveries.recordAttempt(logged);
      if (endpoint) await bound.webhookEndpoints.recordFailure(endpoint.id, endedAt);
    });
    return { kind: 'retry', attempt, error };
  }
  let endpointDisabled = false;
  await run.completeInTransaction(async (trx) => {
    const bound = repositories.boundTo(trx);
    await bound.webhookDeliveries.recordAttempt(logged);
    await bound.webhookDeliveries.setStatus(delivery.id, 'failed', endedAt);
    if (endpoint) {
      await bound.webhookEndpoints.recordFailure(endpoint.id, endedAt);
      const reason = disableReasons[seriesEnd];
      endpointDisabled = await bound.webhookEndpoints.disable(endpoint.id, `Turned off because ${reason}`, endedAt);
      if (endpointDisabled && found.ownerEmail) {
        await dependencies.queue.enqueue(sendMailJob, createEndpointDisabledMail(found.ownerEmail, { url, reason }), {
          ownerId: delivery.owner_id,
          transaction: trx,
        });
      }
    }
    return { outcome: 'failed', attempt };
  });
  return { kind: 'failed', attempt, endpointDisabled };
}
