import { renderCreditCosts } from '@talkreel/contract';
import { buildTopicVideoWorkspace, type TopicVideoWorkspaceInput } from './build-topic-video-workspace.ts';
import type { BuiltProjectFormat } from './project-format.ts';

/** A presenter speaking a topic script's scenes: sold, and rendered, as a talking-avatar video. */
export const topicVideoFormat = {
  kind: 'topic_video',
  creditCost: { amount: renderCreditCosts.talking_avatar, reason: 'Talking avatar video' },
  renderScale: 1,
  isListed: true,
  buildWorkspace: buildTopicVideoWorkspace,
} satisfies BuiltProjectFormat<'topic_video', TopicVideoWorkspaceInput>;
