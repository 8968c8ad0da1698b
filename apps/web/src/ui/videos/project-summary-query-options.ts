import { queryOptions } from '@tanstack/react-query';
import { listProjectsRoute, type ProjectSummarySchema } from '@talkreel/contract';
import type { z } from 'zod';
import { apiRequest } from '../../api/api-request.ts';
import { ensureSession } from '../session/api/ensure-session.ts';
import { VIDEO_QUERY_KEYS } from './video-query-keys.ts';

export type ProjectSummary = z.output<typeof ProjectSummarySchema>;

/** The largest page the list call gives: the lookup below reads few pages. */
const LOOKUP_PAGE_SIZE = 100;

/**
 * One project's name and dates for the video page. The contract has no
 * single-project call, so this walks GET /project/list (newest first, where
 * a project just made is found on the first page); null when it is not the
 * user's.
 */
export function projectSummaryQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: VIDEO_QUERY_KEYS.summary(projectId),
    queryFn: async ({ signal }): Promise<ProjectSummary | null> => {
      await ensureSession();
      for (let page = 1; ; page += 1) {
        const { list, has_more } = await apiRequest(listProjectsRoute, { query: { page, page_size: LOOKUP_PAGE_SIZE }, signal });
        const found = list.find((project) => project.id === projectId);
        if (found) return found;
        if (!has_more) return null;
      }
    },
  });
}
