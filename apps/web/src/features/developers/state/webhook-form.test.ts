import { describe, expect, it } from 'vitest';
import { CreateWebhookRequestSchema } from '@talkreel/contract';
import { checkWebhookForm } from './webhook-form.ts';

describe('checkWebhookForm: the endpoint dialog checked before it is sent', () => {
  it('builds the request the contract takes, events in the contract order', () => {
    const checked = checkWebhookForm({ url: ' https://hooks.example.com/talkreel ', description: ' CI ', eventTypes: ['video.failed', 'video.completed'] });
    expect(checked).toEqual({
      request: { url: 'https://hooks.example.com/talkreel', description: 'CI', event_types: ['video.completed', 'video.failed'] },
    });
    expect(CreateWebhookRequestSchema.parse(checked.request)).toEqual(checked.request);
  });

  it('refuses what is not an http(s) address and an empty event list', () => {
    expect(checkWebhookForm({ url: 'ftp://example.com/x', description: '', eventTypes: [] })).toEqual({
      problems: { url: 'urlInvalid', eventTypes: 'eventsRequired' },
    });
    expect(checkWebhookForm({ url: 'example.com/hook', description: '', eventTypes: ['credits.low'] }).problems).toEqual({ url: 'urlInvalid' });
    expect(CreateWebhookRequestSchema.safeParse({ url: 'example.com/hook', event_types: ['credits.low'] }).success).toBe(false);
  });
});
