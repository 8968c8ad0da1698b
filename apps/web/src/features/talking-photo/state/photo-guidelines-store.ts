import { createDialogRequest } from '../../../ui/dialog-request/create-dialog-request.ts';

/** Spec §2: 0 when the dialog is closed, 1 when the photo guidelines are confirmed. */
export type PhotoGuidelinesResult = 0 | 1;

export const photoGuidelinesDialog = createDialogRequest<null, PhotoGuidelinesResult>({ whenOpen: 'join', dismissedResult: 0 });

/** Shows the photo guidelines; resolves 1 once confirmed (after the 5 s countdown), 0 when closed. */
export function openPhotoGuidelines(): Promise<PhotoGuidelinesResult> {
  return photoGuidelinesDialog.open(null);
}
