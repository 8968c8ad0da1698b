import type { PlanName } from '@talkreel/contract';

/** localStorage key prefix of 'Remove Watermark', one entry per username (spec §4). */
const WATERMARK_CHOICE_KEY_PREFIX = 'talkreel.talkingPhoto.removeWatermark.';

/** The last 'Remove Watermark' choice of this username; unticked when none was made. */
export function findRemoveWatermarkChoice(username: string, storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  return username !== '' && storage.getItem(WATERMARK_CHOICE_KEY_PREFIX + username) === 'true';
}

export function rememberRemoveWatermarkChoice(username: string, isRemoved: boolean, storage: Pick<Storage, 'setItem'> = localStorage): void {
  if (username !== '') storage.setItem(WATERMARK_CHOICE_KEY_PREFIX + username, String(isRemoved));
}

/** Where ticking the box leads: on the Free plan to the upgrade page instead (spec §4, §6); unticking is always allowed. */
export function watermarkTickOutcome(plan: PlanName | undefined, isTicked: boolean): 'upgrade' | 'apply' {
  return isTicked && (plan === undefined || plan === 'Free') ? 'upgrade' : 'apply';
}
