import { renderCreditCosts } from '@talkreel/contract';
import type { Workspace } from '@talkreel/timeline';

/** A person who speaks or listens is animated, which is what a render is paid for. */
function hasAnimatedPerson(workspace: Workspace): boolean {
  return workspace.scenes.some((scene) =>
    scene.tracks.some((track) => track.layers.some((element) => element.type === 'person' && Boolean(element.prop.speech ?? element.prop.listen))),
  );
}

/**
 * The credits one render of a project costs, as the server charges it at
 * submit (`check-render-allowance.ts`): a podcast, a talking avatar or topic
 * video, and a talking photo cost their credit at every render, and so does
 * any other project (a timeline sent as JSON) with a speaking or listening
 * person, as a talking photo; one without costs nothing. A plain project's
 * workspace not read yet (null) counts as paid, so that nothing is spent
 * without asking.
 */
export function renderCreditCostOf(projectKind: string, workspace: Workspace | null): number {
  switch (projectKind) {
    case 'podcast':
      return renderCreditCosts.podcast;
    case 'talking_avatar':
    case 'topic_video':
    case 'product_video':
      return renderCreditCosts.talking_avatar;
    case 'talking_photo':
      return renderCreditCosts.talking_photo;
    default:
      return workspace === null || hasAnimatedPerson(workspace) ? renderCreditCosts.talking_photo : 0;
  }
}
