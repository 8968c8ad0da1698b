import { APP_ID } from '@talkreel/contract';
import { getDeviceId } from '../../../ui/session/state/device-id.ts';

/** `source` of every sign-in call made from this app. */
export const WEB_SOURCE = 'web';

/**
 * Fields every sign-in call carries (spec §3 login payload): the application
 * id, this browser's device id and where the call comes from.
 */
export function authClientFields() {
  return { appid: APP_ID, device_id: getDeviceId(), source: WEB_SOURCE } as const;
}

/** A solved image check, sent with a retried call (spec §7: `captcha_id`, `captcha`). */
export interface CaptchaAnswer {
  captcha_id: string;
  captcha: string;
}
