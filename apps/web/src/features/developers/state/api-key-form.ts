import { apiKeyScopes, type ApiKeyScope, type CreateApiKeyRequest } from '@talkreel/contract';

/** The lifetimes offered in the create dialog, in days; 'never' sends no expiry. */
export const apiKeyExpiryChoices = ['never', '30', '90', '365'] as const;
export type ApiKeyExpiryChoice = (typeof apiKeyExpiryChoices)[number];

/** The contract's longest key name. */
const maxNameLength = 60;

export interface ApiKeyFormValues {
  name: string;
  scopes: readonly ApiKeyScope[];
  expiry: ApiKeyExpiryChoice;
}

/** What is wrong with the form, as keys of `developers.apiKeys.form`. */
export interface ApiKeyFormProblems {
  name?: 'nameRequired' | 'nameTooLong';
  scopes?: 'scopesRequired';
}

export type ApiKeyFormCheck = { request: CreateApiKeyRequest; problems?: undefined } | { request?: undefined; problems: ApiKeyFormProblems };

/**
 * The contract's rules, checked before sending (a name of 1 to 60 characters
 * once trimmed, at least one scope); the request lists the scopes in the
 * contract's order, each once.
 */
export function checkApiKeyForm(values: ApiKeyFormValues): ApiKeyFormCheck {
  const name = values.name.trim();
  const problems: ApiKeyFormProblems = {};
  if (name.length === 0) problems.name = 'nameRequired';
  else if (name.length > maxNameLength) problems.name = 'nameTooLong';
  const scopes = apiKeyScopes.filter((scope) => values.scopes.includes(scope));
  if (scopes.length === 0) problems.scopes = 'scopesRequired';
  if (problems.name || problems.scopes) return { problems };
  return { request: { name, scopes, expires_in_days: values.expiry === 'never' ? null : Number(values.expiry) } };
}
