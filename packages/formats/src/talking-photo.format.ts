import { renderCreditCosts } from '@talkreel/contract';
import { buildTalkingPhotoWorkspace, type TalkingPhotoWorkspaceInput } from './build-talking-photo-workspace.ts';
import type { BuiltProjectFormat } from './project-format.ts';

/**
 * A photo (or a preset or own avatar) speaking a script or a recording
 * (`/talking-photo`). Renders at 720p: photos are rarely sharper, and the
 * face animator's work grows with the pixels.
 */
export const talkingPhotoFormat = {
  kind: 'talking_photo',
  creditCost: { amount: renderCreditCosts.talking_photo, reason: 'Talking photo video' },
  renderScale: 2 / 3,
  isListed: true,
  buildWorkspace: buildTalkingPhotoWorkspace,
} satisfies BuiltProjectFormat<'talking_photo', TalkingPhotoWorkspaceInput>;
