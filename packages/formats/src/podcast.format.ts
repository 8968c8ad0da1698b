import { renderCreditCosts } from '@talkreel/contract';
import { buildPodcastWorkspace, type PodcastWorkspaceInput } from './build-podcast-workspace.ts';
import type { BuiltProjectFormat } from './project-format.ts';

/**
 * A two-host podcast video, made from a podcast script. Renders at 720p:
 * two hosts are animated a frame, and 720p keeps a 5-minute episode faster
 * than real time.
 */
export const podcastFormat = {
  kind: 'podcast',
  creditCost: { amount: renderCreditCosts.podcast, reason: 'Podcast video' },
  renderScale: 2 / 3,
  isListed: true,
  buildWorkspace: buildPodcastWorkspace,
} satisfies BuiltProjectFormat<'podcast', PodcastWorkspaceInput>;
