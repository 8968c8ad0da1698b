import { renderCreditCosts } from '@talkreel/contract';
import { buildTalkingAvatarWorkspace, type TalkingAvatarWorkspaceInput } from './build-talking-avatar-workspace.ts';
import type { BuiltProjectFormat } from './project-format.ts';

/** An avatar speaking a long script, a scene per part (`/project/talking_avatar`): drawn and sharp at any size, so it renders at 1080p. */
export const talkingAvatarFormat = {
  kind: 'talking_avatar',
  creditCost: { amount: renderCreditCosts.talking_avatar, reason: 'Talking avatar video' },
  renderScale: 1,
  isListed: true,
  buildWorkspace: buildTalkingAvatarWorkspace,
} satisfies BuiltProjectFormat<'talking_avatar', TalkingAvatarWorkspaceInput>;
