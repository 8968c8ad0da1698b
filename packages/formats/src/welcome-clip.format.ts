import { buildWelcomeClipWorkspace, type WelcomeClipWorkspaceInput } from './build-welcome-clip-workspace.ts';
import type { BuiltProjectFormat } from './project-format.ts';

/**
 * An avatar's welcome clip, queued when the avatar is made: free for library
 * avatars, paid with the avatar (`avatarCreditCost`) for one a user creates,
 * so it has no render price of its own. Renders at 540×960 (or 960×540): it
 * plays in small previews. Not listed in My Videos.
 */
export const welcomeClipFormat = {
  kind: 'welcome_clip',
  creditCost: null,
  renderScale: 1 / 2,
  isListed: false,
  buildWorkspace: buildWelcomeClipWorkspace,
} satisfies BuiltProjectFormat<'welcome_clip', WelcomeClipWorkspaceInput>;
