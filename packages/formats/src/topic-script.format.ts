import type { ProjectFormat } from './project-format.ts';

/** A topic's scene script (`project_scripts`): not a video and never rendered; its video is a `topic_video` project made from it. */
export const topicScriptFormat = {
  kind: 'topic_script',
  creditCost: null,
  renderScale: 1,
  isListed: false,
} satisfies ProjectFormat<'topic_script'>;
