import type { WorkspaceInput } from '@talkreel/timeline';
import { buildTalkingAvatarWorkspace, type TalkingAvatarWorkspaceInput } from './build-talking-avatar-workspace.ts';

/** The avatar and its welcome line (`script`). */
export type WelcomeClipWorkspaceInput = Omit<TalkingAvatarWorkspaceInput, 'parts' | 'burnSubtitles' | 'seed'>;

/** Fixed, so that an avatar's clip moves the same way whenever it is made again. */
const welcomeClipSeed = 7;

/** An avatar's welcome clip: a talking-avatar video of its welcome line, without captions (it plays in small previews). */
export function buildWelcomeClipWorkspace(input: WelcomeClipWorkspaceInput): WorkspaceInput {
  return buildTalkingAvatarWorkspace({ ...input, burnSubtitles: false, seed: welcomeClipSeed });
}
