import type { ProjectFormat } from './project-format.ts';

/** A podcast's script (`project_scripts`): not a video and never rendered; its video is a `podcast` project made from it. */
export const podcastScriptFormat = {
  kind: 'podcast_script',
  creditCost: null,
  renderScale: 1,
  isListed: false,
} satisfies ProjectFormat<'podcast_script'>;
