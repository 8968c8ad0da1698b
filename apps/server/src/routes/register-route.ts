import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { apiKeyScopeForRoute, envelopeSchema, type RouteContract } from '@talkreel/contract';
import { requireApiKeyScope } from '../plugins/api-key-auth.ts';
import { ok } from '../plugins/envelope.ts';
import { requireSessionUser } from '../plugins/session.ts';

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export type RouteRequest<Route> =
  Route extends RouteContract<infer Body, infer Query, z.ZodType>
    ? FastifyRequest<{ Body: Infer<Body>; Querystring: Infer<Query>; Params: Record<string, string> }>
    : never;

/**
 * Registers one call from the contract: its zod schemas validate the request,
 * shape the `{code, msg, data}` response and feed the OpenAPI document.
 */
export function registerRoute<Body extends z.ZodType | undefined, Query extends z.ZodType | undefined, Data extends z.ZodType>(
  app: FastifyInstance,
  route: RouteContract<Body, Query, Data>,
  handler: (request: RouteRequest<RouteContract<Body, Query, Data>>, reply: FastifyReply) => Promise<z.infer<Data>>,
  extra: { bodyLimitBytes?: number; description?: string } = {},
): void {
  // Derived from the route table (method, path, tag), so no route is left without one.
  const apiKeyScope = apiKeyScopeForRoute(route);
  const apiKeyNote = apiKeyScope ? `API keys need the \`${apiKeyScope}\` scope.` : 'Not open to API keys: a signed-in session only.';
  const routeOptions: RouteOptions = {
    method: route.method,
    url: route.path,
    ...(extra.bodyLimitBytes ? { bodyLimit: extra.bodyLimitBytes } : {}),
    // Before the body is read or checked: a key without the scope learns nothing about the call.
    onRequest: async (request) => requireApiKeyScope(request, apiKeyScope),
    schema: {
      summary: route.summary,
      description: extra.description ? `${extra.description}\n\n${apiKeyNote}` : apiKeyNote,
      tags: [route.tag],
      ...(route.body ? { body: route.body } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.params ? { params: route.params } : {}),
      response: { 200: envelopeSchema(route.data) },
      // An OpenAPI extension (@fastify/swagger copies `x-` keys onto the operation): the scope, or 'none'.
      ...{ 'x-api-key-scope': apiKeyScope ?? 'none' },
      ...(route.auth === 'session' ? { security: apiKeyScope ? [{ bearer: [] }, { apiKey: [] }] : [{ bearer: [] }] } : {}),
    },
    handler: async (request, reply) => {
      if (route.auth === 'session') requireSessionUser(request);
      const data = await handler(request as never, reply);
      return ok(data);
    },
  };
  app.route(routeOptions);
}
