import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getRenderStatusRoute, type RenderStatus } from '@talkreel/contract';
import { apiRequest } from '../../api/api-request.ts';
import { ensureSession } from '../session/api/ensure-session.ts';
import { userInfoQueryOptions } from '../session/api/user-info-query-options.ts';
import { hasRenderEndedUnpaid } from './render-state.ts';

/** What a render-status query function is handed (TanStack Query's context). */
interface RenderStatusQueryContext {
  client: QueryClient;
  queryKey: QueryKey;
  signal: AbortSignal;
}

/**
 * GET /project/render/status for any page that follows a render. A render
 * that ends failed or cancelled has just had its credit refunded by the
 * server, so the top bar's balance is fetched again.
 */
export async function fetchRenderStatus({ client, queryKey, signal }: RenderStatusQueryContext, projectId: string, index: number): Promise<RenderStatus> {
  await ensureSession();
  const previous = client.getQueryData<RenderStatus>(queryKey);
  const next = await apiRequest(getRenderStatusRoute, { query: { project_id: projectId, index }, signal });
  if (hasRenderEndedUnpaid(previous?.status, next.status)) void client.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
  return next;
}
