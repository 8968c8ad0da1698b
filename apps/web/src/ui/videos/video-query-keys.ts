/** The keys of every query about the user's videos, all under `['videos']`: a feature that makes or changes a video invalidates them. */
export const VIDEO_QUERY_KEYS = {
  all: ['videos'] as const,
  list: ['videos', 'list'] as const,
  summary: (projectId: string) => ['videos', 'summary', projectId] as const,
  workspace: (projectId: string, index: number) => ['videos', 'workspace', projectId, index] as const,
  renderStatus: (projectId: string, index: number) => ['videos', 'render-status', projectId, index] as const,
};
