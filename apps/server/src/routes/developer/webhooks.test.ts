import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchRenderRoute,
  createWebhookRoute,
  deleteWebhookRoute,
  getCallbackSecretRoute,
  listWebhookDeliveriesRoute,
  listWebhooksRoute,
  resendWebhookDeliveryRoute,
  sendTestWebhookRoute,
  updateWebhookRoute,
  type WebhookDelivery,
} from '@talkreel/contract';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { until } from '../../test-support/until.ts';
import { waitForRender } from '../../test-support/wait-for-render.ts';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../../test-support/webhook-receiver.ts';

/** A one-second square video with one line of text: the cheapest render there is. */
const oneSecondWorkspace = {
  schemaVersion: 1,
  aspect_ratio: 2,
  scenes: [
    {
      duration: 1000,
      bg_color: '#1d2440',
      tracks: [
        {
          type: 'text',
          index: 0,
          layers: [
            {
              type: 'text',
              x: 140,
              y: 400,
              w: 800,
              h: 200,
              prop: { textInfo: { text: 'Hook', fontSize: 96, color: '#ffffff' } },
              timeline: { start: 0, end: 1000 },
            },
          ],
        },
      ],
    },
  ],
};

function verify(secret: string, webhook: ReceivedWebhook): { type: string; timestamp: string; data: Record<string, unknown> } {
  return new Webhook(secret).verify(webhook.body, webhook.headers as Record<string, string>) as {
    type: string;
    timestamp: string;
    data: Record<string, unknown>;
  };
}

describe('webhook endpoints: signed deliveries, the log, resend and test events', () => {
  let product: TestProduct;
  let receiver: WebhookReceiver;
  let session: string;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // The operator's switch lets deliveries reach this machine's receiver.
    product = await startTestProduct({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
    session = (await createAuthClient(product.app).register('hooks@example.com', 'right-password-1')).data.token;
  });
  afterAll(async () => {
    await product.cleanup();
    await receiver.close();
  });

  const deliveriesOf = async (endpointId: string) =>
    (await callRoute(product, listWebhookDeliveriesRoute, { token: session, params: { id: endpointId } })).data.list;
  const waitForDelivery = (endpointId: string, deliveryId: string, isDone: (delivery: WebhookDelivery) => boolean) =>
    until(async () => (await deliveriesOf(endpointId)).find((delivery) => delivery.id === deliveryId)!, isDone, { timeoutMs: 30_000 });

  it('creates, lists, changes and removes an endpoint, with a whsec_ secret', async () => {
    const created = await callRoute(product, createWebhookRoute, {
      token: session,
      body: { url: 'https://hooks.example.com/a', description: 'CRM', event_types: ['video.completed', 'credits.low'] },
    });
    const endpoint = created.data.webhook;
    expect(endpoint).toMatchObject({
      url: 'https://hooks.example.com/a',
      description: 'CRM',
      event_types: ['video.completed', 'credits.low'],
      enabled: true,
      disabled_reason: '',
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/u);
    const changed = await callRoute(product, updateWebhookRoute, {
      token: session,
      params: { id: endpoint.id },
      body: { url: 'https://hooks.example.com/b', description: '', event_types: ['batch.completed'], enabled: false },
    });
    expect(changed.data.webhook).toMatchObject({
      url: 'https://hooks.example.com/b',
      event_types: ['batch.completed'],
      enabled: false,
      disabled_reason: 'Turned off by its owner',
    });
    const test = await callRoute(product, sendTestWebhookRoute, { token: session, params: { id: endpoint.id } });
    expect([test.code, test.msg]).toEqual([40900, 'This endpoint is turned off: turn it on first.']);
    expect((await callRoute(product, listWebhooksRoute, { token: session })).data.list).toEqual([changed.data.webhook]);
    expect((await callRoute(product, deleteWebhookRoute, { token: session, params: { id: endpoint.id } })).data).toEqual({ id: endpoint.id });
    expect((await callRoute(product, deleteWebhookRoute, { token: session, params: { id: endpoint.id } })).code).toBe(40400);
    const invalid = await callRoute(product, createWebhookRoute, { token: session, body: { url: 'ftp://example.com', event_types: [] } });
    expect(invalid.code).toBe(40000);
    const guest = await product.createGuestToken();
    expect((await callRoute(product, createWebhookRoute, { token: guest, body: { url: 'https://example.com/x', event_types: ['video.failed'] } })).code).toBe(
      40300,
    );
  });

  it('delivers a signed test event that the standardwebhooks library verifies, and logs the status and time', async () => {
    const endpoint = (await callRoute(product, createWebhookRoute, { token: session, body: { url: receiver.url, event_types: ['video.completed'] } })).data
      .webhook;
    const sent = (await callRoute(product, sendTestWebhookRoute, { token: session, params: { id: endpoint.id } })).data.delivery;
    expect(sent).toMatchObject({ event_type: 'webhook.test', status: 'pending', attempts: [] });
    const delivered = await waitForDelivery(endpoint.id, sent.id, (delivery) => delivery.status !== 'pending');
    expect(delivered).toMatchObject({ status: 'delivered', attempts: [{ attempt: 1, status_code: 200, error: '' }] });
    const request = receiver.received.at(-1)!;
    expect(request.headers['webhook-id']).toBe(sent.event_id);
    expect(verify(endpoint.secret, request)).toMatchObject({ type: 'webhook.test', data: { endpoint_id: endpoint.id } });
    expect(request.headers['content-type']).toBe('application/json');
  });

  it('logs a 500 as a failed attempt to retry, refuses a resend while it is pending, and resends once it has ended', async () => {
    const endpoint = (await callRoute(product, createWebhookRoute, { token: session, body: { url: receiver.url, event_types: ['video.failed'] } })).data
      .webhook;
    receiver.answerWith(500);
    const sent = (await callRoute(product, sendTestWebhookRoute, { token: session, params: { id: endpoint.id } })).data.delivery;
    const failedOnce = await waitForDelivery(endpoint.id, sent.id, (delivery) => delivery.attempts.length > 0);
    expect(failedOnce).toMatchObject({ status: 'pending', attempts: [{ attempt: 1, status_code: 500, error: 'The endpoint answered HTTP 500' }] });
    const early = await callRoute(product, resendWebhookDeliveryRoute, { token: session, params: { id: endpoint.id, deliveryId: sent.id } });
    expect([early.code, early.msg]).toEqual([40900, 'This delivery is still being tried: wait until it is delivered or has failed.']);
    // End the series as its last attempt would (the schedule's next try is 5 s away).
    await product.runtime.database.db.updateTable('webhook_deliveries').set({ status: 'failed' }).where('id', '=', sent.id).execute();
    receiver.answerWith(200);
    const resent = await callRoute(product, resendWebhookDeliveryRoute, { token: session, params: { id: endpoint.id, deliveryId: sent.id } });
    expect(resent.data.delivery.status).toBe('pending');
    const delivered = await waitForDelivery(endpoint.id, sent.id, (delivery) => delivery.status === 'delivered');
    expect(delivered.attempts.map((attempt) => [attempt.attempt, attempt.status_code])).toEqual([
      [2, 200],
      [1, 500],
    ]);
    const [first, last] = receiver.received.filter((request) => request.headers['webhook-id'] === sent.event_id).slice(-2);
    expect(last!.body).toBe(first!.body);
  });

  it("sends a render's end to the subscribed endpoint and to its callback_url, each signed with its own secret", async () => {
    const endpoint = (
      await callRoute(product, createWebhookRoute, { token: session, body: { url: `${receiver.url}?endpoint`, event_types: ['video.completed'] } })
    ).data.webhook;
    const callbackSecret = (await callRoute(product, getCallbackSecretRoute, { token: session })).data.secret;
    expect((await callRoute(product, getCallbackSecretRoute, { token: session })).data.secret).toBe(callbackSecret);
    const submitted = await callRoute(product, batchRenderRoute, {
      token: session,
      body: { name: 'Hooked video', workspaces: [{ index: 0, workspace: oneSecondWorkspace }], callback_url: `${receiver.url}?callback` },
    });
    const { project_id: projectId, tasks } = submitted.data;
    expect((await waitForRender(product, session, { projectId })).status).toBe('done');
    const forTask = (request: ReceivedWebhook) => request.body.includes(tasks[0]!.task_id);
    // Both deliveries, told apart by the secret each verifies with (a retry of one must not count as the other).
    await until(
      async () => receiver.received.filter(forTask),
      (requests) => requests.some((request) => verifies(endpoint.secret, request)) && requests.some((request) => verifies(callbackSecret, request)),
      { timeoutMs: 60_000 },
    );
    const received = receiver.received.filter(forTask);
    // The two deliveries arrive in either order: each is told apart by the secret it verifies with.
    const toEndpoint = received.find((request) => verifies(endpoint.secret, request));
    const toCallback = received.find((request) => verifies(callbackSecret, request));
    expect(toEndpoint, 'the endpoint got the event').toBeDefined();
    expect(toCallback, 'the callback_url got the event').toBeDefined();
    expect(verify(endpoint.secret, toEndpoint!)).toMatchObject({
      type: 'video.completed',
      data: { project_id: projectId, index: 0, task_id: tasks[0]!.task_id, name: 'Hooked video', status: 'done', duration: 1 },
    });
    expect(verify(callbackSecret, toCallback!).type).toBe('video.completed');
    expect(toEndpoint!.headers['webhook-id']).toBe(toCallback!.headers['webhook-id']);
  });
});

function verifies(secret: string, webhook: ReceivedWebhook): boolean {
  try {
    verify(secret, webhook);
    return true;
  } catch {
    return false;
  }
}

describe('webhooks by default', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct({ RUN_WORKER: 'false' });
  });
  afterAll(() => product.cleanup());

  it('refuses an endpoint on a loopback or private address, or a one-label host name', async () => {
    const session = (await createAuthClient(product.app).register('private@example.com', 'right-password-1')).data.token;
    for (const url of ['http://127.0.0.1:8080/hook', 'http://10.1.2.3/hook', 'http://[::1]/hook', 'http://localhost/hook', 'http://169.254.169.254/latest']) {
      const refused = await callRoute(product, createWebhookRoute, { token: session, body: { url, event_types: ['video.completed'] } });
      expect([refused.code, refused.msg], url).toEqual([40000, expect.stringContaining('private network')]);
    }
  });
});
