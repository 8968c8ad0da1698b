import { describe, expect, it } from 'vitest';
import { CreateApiKeyRequestSchema } from '@talkreel/contract';
import { checkApiKeyForm } from './api-key-form.ts';

describe('checkApiKeyForm: the create dialog checked before it is sent', () => {
  it('builds the request the contract takes: trimmed name, scopes in order, days or no expiry', () => {
    const checked = checkApiKeyForm({ name: '  Build server ', scopes: ['videos', 'read'], expiry: '90' });
    expect(checked).toEqual({ request: { name: 'Build server', scopes: ['read', 'videos'], expires_in_days: 90 } });
    expect(CreateApiKeyRequestSchema.parse(checked.request)).toEqual(checked.request);
    expect(checkApiKeyForm({ name: 'ci', scopes: ['admin'], expiry: 'never' }).request).toEqual({ name: 'ci', scopes: ['admin'], expires_in_days: null });
  });

  it('names what is missing or too long, as the contract would refuse it', () => {
    expect(checkApiKeyForm({ name: '   ', scopes: [], expiry: 'never' })).toEqual({ problems: { name: 'nameRequired', scopes: 'scopesRequired' } });
    const longName = 'k'.repeat(61);
    expect(checkApiKeyForm({ name: longName, scopes: ['read'], expiry: '30' })).toEqual({ problems: { name: 'nameTooLong' } });
    expect(CreateApiKeyRequestSchema.safeParse({ name: longName, scopes: ['read'] }).success).toBe(false);
    expect(checkApiKeyForm({ name: 'k'.repeat(60), scopes: ['read'], expiry: '30' }).request?.name).toHaveLength(60);
  });
});
