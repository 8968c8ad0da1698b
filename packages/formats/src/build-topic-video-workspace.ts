import type { WorkspaceInput } from '@talkreel/timeline';
import { buildTalkingAvatarWorkspace, type TalkingAvatarWorkspaceInput } from './build-talking-avatar-workspace.ts';

/** A topic video's presenter and the topic script's scenes (as written, or as the user edited them). */
export type TopicVideoWorkspaceInput = Omit<TalkingAvatarWorkspaceInput, 'script' | 'parts' | 'burnSubtitles'> & {
  scenes: readonly string[];
};

/**
 * A topic video's timeline: the presenter speaking each of the script's
 * scenes (a long one cut to scene size), with each scene's words burned in
 * as captions.
 */
export function buildTopicVideoWorkspace(input: TopicVideoWorkspaceInput): WorkspaceInput {
  const { scenes, ...presenter } = input;
  return buildTalkingAvatarWorkspace({ ...presenter, script: scenes.join('\n\n'), parts: scenes, burnSubtitles: true });
}
