/** localStorage key of 'Do not prompt again' on the credits confirmation. */
const SKIP_CREDITS_CONFIRM_KEY = 'talkreel.skipCreditsConfirm';

export type CreditsConfirmMode = 'normal' | 'insufficient';

/** Insufficient when the balance is below the cost (spec §2 credits confirm dialog). */
export function creditsConfirmMode(creditsLeft: number, creditsNeeded: number): CreditsConfirmMode {
  return creditsLeft < creditsNeeded ? 'insufficient' : 'normal';
}

/** Only a sufficient balance may skip the dialog: a shortage is always shown. */
export function shouldSkipCreditsConfirm(mode: CreditsConfirmMode, isSkipChosen: boolean): boolean {
  return mode === 'normal' && isSkipChosen;
}

export function isCreditsConfirmSkipChosen(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  return storage.getItem(SKIP_CREDITS_CONFIRM_KEY) === 'true';
}

export function chooseToSkipCreditsConfirm(storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(SKIP_CREDITS_CONFIRM_KEY, 'true');
}
