import { getProjectInfoRoute, getTopicScriptRoute, scriptStatus } from '@talkreel/contract';
import type { z } from 'zod';
import { callRoute, type AppUnderTest } from './call-route.ts';
import { until, type UntilOptions } from './until.ts';

/** The two script polls: a podcast's (GET /project/prj_info) and a topic's (GET /project/topic_to_video). */
type ScriptStatusRoute = typeof getProjectInfoRoute | typeof getTopicScriptRoute;

/**
 * Polls a podcast or topic script until it is written (status 4) or has
 * failed (5), and returns what the page would show then (a script still
 * being written past `timeoutMs` fails the test). Default timeout 60 s.
 */
export function waitForScript<Route extends ScriptStatusRoute>(
  product: AppUnderTest,
  token: string,
  route: Route,
  projectId: string,
  options: UntilOptions<z.output<Route['data']>> = {},
): Promise<z.output<Route['data']>> {
  const read = async () => (await callRoute<ScriptStatusRoute>(product, route, { token, query: { project_id: projectId } })).data as z.output<Route['data']>;
  return until(read, (script) => script.status >= scriptStatus.done, options);
}
