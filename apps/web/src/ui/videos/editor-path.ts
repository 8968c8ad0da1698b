/** Where a flow that made or opened a video came from, so the editor can say what happened (`from=`). */
export type EditorEntry = 'talking-avatar';

/**
 * The Editor route of one workspace (spec §1: `/editor?id=&index=`): the
 * one place its query is spelled, for every feature that opens a video there.
 */
export function editorPath(projectId: string, workspaceIndex: number, from?: EditorEntry): string {
  const search = new URLSearchParams({ id: projectId, index: String(workspaceIndex) });
  if (from) search.set('from', from);
  return `/editor?${search.toString()}`;
}
