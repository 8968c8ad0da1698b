import { isIP } from 'node:net';
import { isPublicAddress } from '@talkreel/sources';
import { ApiError } from '../../plugins/api-error.ts';

const privateAddressMessage =
  'This address is on a private network: webhooks go to public addresses only (the operator can allow private ones with WEBHOOKS_ALLOW_PRIVATE=true).';

/**
 * What can be refused before any delivery: a private IP address or a name
 * only a private network resolves (one label, `localhost`). Every delivery
 * checks the addresses again after DNS, so this is a courtesy, not the guard.
 */
export function checkWebhookUrl(url: string, allowPrivateNetworks: boolean): string {
  const parsed = new URL(url);
  if (parsed.username || parsed.password) throw ApiError.invalidInput('Leave the user name and password out of a webhook URL.');
  if (allowPrivateNetworks) return parsed.href;
  const host = parsed.hostname.replace(/^\[(.*)\]$/u, '$1').replace(/\.$/u, '');
  const isPrivateName = !host.includes('.') || host.toLowerCase().endsWith('.localhost');
  if (isIP(host) ? !isPublicAddress(host) : isPrivateName) throw ApiError.invalidInput(privateAddressMessage);
  return parsed.href;
}
