import { createDialogRequest } from '../dialog-request/create-dialog-request.ts';

/** Spec §9: the default cost shown (avatar and podcast dialogs pass 1). */
export const DEFAULT_CREDITS_NEEDED = 2;

export interface ConfirmCreditsOptions {
  /** Defaults to 'Generate Talking Photo'. */
  title?: string;
  /** Defaults to 'Great project to run! Please review the summary below and submit.' */
  description?: string;
  creditsNeeded?: number;
}

export const creditsConfirmDialog = createDialogRequest<ConfirmCreditsOptions, boolean>({
  whenOpen: 'replace',
  dismissedResult: false,
});

/**
 * Asks the person to confirm spending credits; resolves true on Submit.
 * With too few credits it shows the insufficient-balance mode, whose buttons
 * lead to the Credits Store or an upgrade and resolve false. When 'Do not
 * prompt again' was ticked, a sufficient balance resolves true without showing.
 * The paid creation pages (talking photo, avatars, podcasts) and the video page's Render call it.
 * @public
 */
export function confirmCredits(options: ConfirmCreditsOptions = {}): Promise<boolean> {
  return creditsConfirmDialog.open(options);
}
